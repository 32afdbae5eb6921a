import type { SearchEntry } from '@/lib/docs/search';
import { MENU_BOOT_HTML } from '@/lib/ui/docs-menu-state';
import { paths } from '@/lib/paths';
import { DocsScript } from './docs-script';
import { DocsSearch } from './docs-search';
import { THEME_BOOT_HTML } from './theme-boot';
import styles from './docs-shell.module.css';

interface DocsShellProps {
  menu: React.ReactNode;
  /** What the search box looks through: handed to the docs' client module as props. */
  searchIndex: SearchEntry[];
  children: React.ReactNode;
}

/**
 * The API-docs layout: a header with 'Вернуться на главную' and the docs' own menu. On wide
 * screens the menu sits beside the article and its collapsed state is remembered; on mobile
 * (below 1024 px) it is a drawer that starts closed and closes after navigating.
 *
 * Every docs page is prerendered and small, so the docs are plain server markup with plain
 * anchors (a click is a full page load, which also closes the drawer): the only JavaScript they
 * add to Next's runtime is DocsScript, one small client module that wires the menu toggle, the
 * search box, the copy buttons and the anchor list onto this markup.
 */
export function DocsShell({ menu, searchIndex, children }: DocsShellProps) {
  return (
    // The boot script may mark the shell collapsed before hydration; React then adopts it.
    <div className={styles.shell} data-docs-shell="" suppressHydrationWarning>
      <div hidden dangerouslySetInnerHTML={{ __html: MENU_BOOT_HTML }} />
      {/* Marked data-theme by its script when the back office's theme was chosen on this device. */}
      <div hidden suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_BOOT_HTML }} />
      <a href="#docs-content" className={styles.skip}>
        Перейти к статье
      </a>
      <header className={styles.header}>
        {/* aria-expanded is the wide screen's open menu until the script knows the screen. */}
        <button type="button" className={styles.toggle} aria-controls="docs-menu" aria-expanded="true" aria-label="Меню" data-docs-toggle="">
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 6h16M4 12h16M4 18h16" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
        <span className={styles.title}>Документация API</span>
        <div className={styles.search}>
          <DocsSearch />
        </div>
        <a href={paths.home} className={styles.back}>
          Вернуться на главную
        </a>
      </header>
      <div className={styles.body}>
        <aside id="docs-menu" className={styles.sidebar}>
          {menu}
        </aside>
        <div className={styles.backdrop} aria-hidden="true" data-docs-backdrop="" />
        <main id="docs-content" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
      <DocsScript searchIndex={searchIndex} />
    </div>
  );
}
