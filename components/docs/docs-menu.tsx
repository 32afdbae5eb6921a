import type { MenuSection } from '@/lib/docs/pages';
import { DocsMenuLink } from './docs-menu-link';
import styles from './docs-menu.module.css';

/** The docs' own menu: the sections of §2 and their pages, in reading order. */
export function DocsMenu({ sections }: { sections: MenuSection[] }) {
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
                <DocsMenuLink href={page.href}>{page.title}</DocsMenuLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
