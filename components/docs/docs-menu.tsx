import type { MenuSection } from '@/lib/docs/pages';
import styles from './docs-menu.module.css';

interface DocsMenuProps {
  sections: MenuSection[];
  /** The open page's href: marked as the current page in the prerendered HTML itself. */
  current: string;
}

/** The docs' own menu: the sections of the docs and their pages, in reading order. */
export function DocsMenu({ sections, current }: DocsMenuProps) {
  return (
    <nav className={styles.menu} aria-label="Разделы документации">
      {sections.map((section) => (
        <div key={section.id} className={styles.group}>
          <p id={`docs-menu-${section.id}`} className={styles.groupTitle}>
            {section.title}
          </p>
          <ul className={styles.list} aria-labelledby={`docs-menu-${section.id}`}>
            {section.pages.map((page) => (
              <li key={page.href}>
                <a href={page.href} className={styles.link} aria-current={page.href === current ? 'page' : undefined}>
                  {page.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
