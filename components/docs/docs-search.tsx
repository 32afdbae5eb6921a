'use client';

import Link from 'next/link';
import { useId, useMemo, useRef, useState } from 'react';
import { searchDocs, type SearchEntry } from '@/lib/docs/search';
import styles from './docs-search.module.css';

/** Search over the docs' titles and headings; the index comes from the server as props. */
export function DocsSearch({ index }: { index: SearchEntry[] }) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const inputId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const results = useMemo(() => searchDocs(index, query), [index, query]);
  const showResults = open && query.trim() !== '';

  const close = () => {
    setOpen(false);
    setQuery('');
  };

  return (
    <div
      ref={rootRef}
      role="search"
      className={styles.search}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Поиск по документации
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.input}
        placeholder="Поиск по документации"
        autoComplete="off"
        value={query}
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
      />
      <p role="status" className="visually-hidden">
        {showResults ? (results.length > 0 ? `Найдено: ${results.length}` : 'Ничего не найдено') : ''}
      </p>
      <div className={styles.results} hidden={!showResults}>
        {results.length > 0 ? (
          <ul className={styles.list}>
            {results.map((result) => (
              <li key={result.href}>
                <Link href={result.href} className={styles.result} onClick={close}>
                  <span className={styles.resultTitle}>{result.title}</span>
                  <span className={styles.context}>{result.context}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>Ничего не найдено</p>
        )}
      </div>
    </div>
  );
}
