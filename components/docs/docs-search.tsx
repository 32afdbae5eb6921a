import styles from './docs-search.module.css';

/**
 * Search over the docs' titles and headings. Server markup only: the docs' client module
 * (behaviour/search.ts) gets the index as props and fills the results; it builds them as plain
 * elements, which this box's CSS styles by position, so it needs no class names.
 */
export function DocsSearch() {
  return (
    <div role="search" className={styles.search} data-docs-search="">
      <label htmlFor="docs-search-input" className="visually-hidden">
        Поиск по документации
      </label>
      <input id="docs-search-input" type="search" className={styles.input} placeholder="Поиск по документации" autoComplete="off" />
      <p role="status" className="visually-hidden" />
      <div className={styles.results} data-results="" hidden />
    </div>
  );
}
