import { IntentLink } from '@/components/ui/intent-link';
import styles from './error-state.module.css';

interface RecordNotFoundProps {
  /** «Заказ не найден». */
  title: string;
  /** Where the link leads: the record's list (or home for what hangs off home). */
  href: string;
  /** «Вернуться к заказам». */
  linkText: string;
}

/**
 * An id the upstream does not know, or one of another company: said plainly, with the way back.
 * A load that failed for any other reason still goes back at once (the screen's loader decides).
 */
export function RecordNotFound({ title, href, linkText }: RecordNotFoundProps) {
  return (
    <section className={styles.box} aria-labelledby="record-not-found">
      <h1 id="record-not-found" className={styles.title}>
        {title}
      </h1>
      <p>Возможно, запись удалена или адрес набран с ошибкой.</p>
      <IntentLink href={href}>{linkText}</IntentLink>
    </section>
  );
}
