'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import styles from './docs-menu.module.css';

export function DocsMenuLink({ href, children }: { href: string; children: React.ReactNode }) {
  const current = usePathname() === href;
  // No prefetch: 27 links in view would fetch every page on each visit.
  return (
    <Link href={href} prefetch={false} className={styles.link} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
