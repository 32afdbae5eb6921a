import { STEPS } from './steps';
import styles from './step-progress.module.css';

export interface StepProgressProps {
  current: number;
  /** The furthest step reached (saved on the server); steps up to it can be opened. */
  reached: number;
  onSelect: (index: number) => void;
}

/** Which step the user is on, which are done, and a way back to them. */
export function StepProgress({ current, reached, onSelect }: StepProgressProps) {
  return (
    <nav aria-label="Шаги настройки">
      <ol className={styles.list}>
        {STEPS.map((step, index) => {
          const state = index === current ? styles.current : index < reached ? styles.done : undefined;
          const content = (
            <>
              <span className={styles.number} aria-hidden="true">
                {index < reached && index !== current ? '✓' : index + 1}
              </span>
              <span className={styles.name}>{step.title}</span>
              {index < reached && <span className="visually-hidden"> (заполнено)</span>}
            </>
          );
          return (
            <li key={step.key} className={[styles.item, state].filter(Boolean).join(' ')}>
              {index !== current && index <= reached ? (
                <button type="button" className={styles.step} onClick={() => onSelect(index)}>
                  {content}
                </button>
              ) : (
                <span className={styles.step} aria-current={index === current ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <p className={styles.counter}>{`Шаг ${current + 1} из ${STEPS.length}`}</p>
    </nav>
  );
}
