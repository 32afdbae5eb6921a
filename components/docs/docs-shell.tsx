'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { MOBILE_MAX_WIDTH } from '@/lib/docs/constants';
import { MENU_BOOT_HTML } from '@/lib/docs/menu-state';
import { paths } from '@/lib/paths';
import styles from './docs-shell.module.css';
import { useMenuCollapsed } from './use-menu-collapsed';

interface DocsShellProps {
  menu: React.ReactNode;
  search: React.ReactNode;
  children: React.ReactNode;
}

const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/**
 * The API-docs layout of §2: a header with 'Вернуться на главную' and the docs' own menu. On
 * wide screens the menu sits beside the article and its collapsed state is remembered; on
 * mobile (below 1024 px) it is a drawer that starts closed and closes after navigating.
 */
export function DocsShell({ menu, search, children }: DocsShellProps) {
  const [collapsed, setCollapsed] = useMenuCollapsed();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const pathname = usePathname();
  // The drawer belongs to the page it was opened on, so navigating closes it; leaving the mobile
  // width closes it too (adjusted during render, React's pattern for derived state).
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  if (!mobile && drawerPath !== null) setDrawerPath(null);
  const drawerOpen = mobile && drawerPath === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeDrawer = useCallback(() => {
    setDrawerPath(null);
    toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeDrawer();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen, closeDrawer]);

  function toggle() {
    if (mobile) setDrawerPath(drawerOpen ? null : pathname);
    else setCollapsed(!collapsed);
  }

  return (
    // The boot script may mark the shell collapsed before hydration; React then adopts it.
    <div
      className={styles.shell}
      data-docs-shell=""
      data-collapsed={collapsed || undefined}
      data-drawer-open={drawerOpen || undefined}
      suppressHydrationWarning
    >
      <div hidden dangerouslySetInnerHTML={{ __html: MENU_BOOT_HTML }} />
      <a href="#docs-content" className={styles.skip}>
        Перейти к статье
      </a>
      <header className={styles.header}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-controls="docs-menu"
          aria-expanded={mobile ? drawerOpen : !collapsed}
          aria-label="Меню"
          onClick={toggle}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 6h16M4 12h16M4 18h16" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
        <span className={styles.title}>Документация API</span>
        <div className={styles.search}>{search}</div>
        <Link href={paths.home} className={styles.back} prefetch={false}>
          Вернуться на главную
        </Link>
      </header>
      <div className={styles.body}>
        <aside id="docs-menu" className={styles.sidebar}>
          {menu}
        </aside>
        {drawerOpen && <div className={styles.backdrop} onClick={() => setDrawerPath(null)} aria-hidden="true" />}
        <main id="docs-content" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
