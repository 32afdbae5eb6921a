import Link from 'next/link';
import { SECTION_TYPE_NAMES, type SectionSummary } from '@/lib/api/section-types';
import { paths } from '@/lib/paths';
import styles from './company.module.css';

/** The company's information sections (§2 /company): name, type, activity. */
export function SectionsTable({ sections }: { sections: SectionSummary[] }) {
  return (
    <section aria-labelledby="sections-title">
      <h1 id="sections-title">Компания</h1>
      {sections.length === 0 ? (
        <p className={styles.empty}>Отсутствуют</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Наименование</th>
              <th scope="col">Тип</th>
              <th scope="col">Активность</th>
            </tr>
          </thead>
          <tbody>
            {sections.map((section) => (
              <tr key={section.id}>
                <td>
                  <Link href={paths.menuSection(section.id)}>{section.title}</Link>
                </td>
                <td>{SECTION_TYPE_NAMES[section.type]}</td>
                <td>
                  <span className={section.isActive ? styles.active : styles.inactive}>
                    {section.isActive ? 'Активен' : 'Не активен'}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
