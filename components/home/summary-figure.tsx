'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import { api } from '@/lib/api/client';
import { ApiError } from '@/lib/api/api-error';
import { SUMMARY_LABELS, type FigureState, type SummaryGet, type SummaryKey } from '@/lib/home/summary-keys';
import styles from './summary-strip.module.css';

const browserGet: SummaryGet = (path, query) => api.get(path, { query });

type Local = { for: FigureState; state: FigureState | 'loading' };

/**
 * One figure of the summary strip: the server's value, or a dash and a retry that asks the BFF
 * for this figure alone. The retry's result is kept only while the server's props stay the same.
 */
export function SummaryFigureCard({ figureKey, initial }: { figureKey: SummaryKey; initial: FigureState }) {
  const [local, setLocal] = useState<Local | null>(null);
  const shown = local && local.for === initial ? local.state : initial;
  const label = SUMMARY_LABELS[figureKey];

  async function retry() {
    setLocal({ for: initial, state: 'loading' });
    try {
      // The reading (with yup's record readers) loads with the first retry, not with home.
      const { loadFigure } = await import('@/lib/home/summary');
      const figure = await loadFigure(figureKey, browserGet);
      setLocal({ for: initial, state: { figure, error: null } });
    } catch (error) {
      const text = error instanceof ApiError ? error.error : 'Не удалось загрузить';
      setLocal({ for: initial, state: { figure: null, error: text || 'Не удалось загрузить' } });
    }
  }

  if (shown === 'loading') {
    return (
      <div className={styles.figure} aria-busy="true" data-testid={`summary-${figureKey}`}>
        <span className={styles.label}>{label}</span>
        <span className={styles.value} role="status">
          <span aria-hidden="true">…</span>
          <span className="visually-hidden">Загрузка…</span>
        </span>
      </div>
    );
  }
  if (shown.error !== null) {
    return (
      <div className={styles.figure} data-testid={`summary-${figureKey}`}>
        <span className={styles.label}>{label}</span>
        <span className={styles.value}>
          <span aria-hidden="true">—</span>
          <span className="visually-hidden">нет данных</span>
        </span>
        <span className={styles.note}>
          <span className={styles.error} title={shown.error}>
            {shown.error}
          </span>{' '}
          <button type="button" className={styles.retry} onClick={retry} aria-label={`Повторить: ${label.toLowerCase()}`}>
            Повторить
          </button>
        </span>
      </div>
    );
  }
  const { figure } = shown;
  return (
    <IntentLink href={figure.href} className={`${styles.figure} ${styles.link}`} data-testid={`summary-${figureKey}`}>
      <span className={styles.label}>{label}</span>
      <span className={styles.value}>{figure.value}</span>
      {figure.note && <span className={styles.note}>{figure.note}</span>}
    </IntentLink>
  );
}
