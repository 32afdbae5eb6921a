import { SECTION_TYPE_NAMES, type SectionSummary } from '@/lib/api/section-types';
import styles from './company.module.css';

export interface SectionDetails extends SectionSummary {
  content?: string;
}

/** Text of an html_text section without its markup: React prints it as text, so nothing runs. */
function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A company section's page head: its title, type and state, and a text section's content. */
export function SectionHeader({ section }: { section: SectionDetails }) {
  const text = section.type === 'html_text' && section.content ? plainText(section.content) : '';
  return (
    <section aria-labelledby="section-title" className={styles.card}>
      <h1 id="section-title">{section.title}</h1>
      <p className={styles.meta}>
        {SECTION_TYPE_NAMES[section.type]} ·{' '}
        <span className={section.isActive ? styles.active : styles.inactive}>
          {section.isActive ? 'Активен' : 'Не активен'}
        </span>
      </p>
      {text && <div className={styles.text}>{text}</div>}
    </section>
  );
}
