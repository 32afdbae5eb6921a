import { SUMMARY_KEYS, type FigureState, type SummaryKey } from '@/lib/home/summary-keys';
import { SummaryFigureCard } from './summary-figure';
import styles from './summary-strip.module.css';

/** Today's business at a glance above the home content; each figure links to its list. */
export function SummaryStrip({ figures }: { figures: Record<SummaryKey, FigureState> }) {
  return (
    <section aria-label="Сводка" className={styles.strip}>
      {SUMMARY_KEYS.map((key) => (
        <SummaryFigureCard key={key} figureKey={key} initial={figures[key]} />
      ))}
    </section>
  );
}
