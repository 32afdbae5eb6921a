'use client';

import { useCallback, useState } from 'react';
import type { OutlineItem } from '@/lib/docs/types';
import { useHashScroll } from '@/components/layout/use-hash-scroll';
import { useScrollSpy } from './use-scroll-spy';
import styles from './article-nav.module.css';

interface ArticleNavProps {
  items: OutlineItem[];
  className?: string;
}

/** 'Навигация по статье': the article's headings, the one being read marked with aria-current. */
export function ArticleNav({ items, className }: ArticleNavProps) {
  const [active, setActive] = useState(items[0]?.id);
  const onActive = useCallback((id: string) => setActive(id), []);
  useScrollSpy(
    items.map((item) => item.id),
    onActive,
  );
  useHashScroll(onActive);

  return (
    <nav className={[styles.nav, className].filter(Boolean).join(' ')} aria-labelledby="article-nav-title">
      <p id="article-nav-title" className={styles.title}>
        Навигация по статье
      </p>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.id} data-level={item.level}>
            <a href={`#${item.id}`} className={styles.link} aria-current={item.id === active ? 'location' : undefined}>
              {item.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
