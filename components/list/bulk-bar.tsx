'use client';

import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmPopup } from '@/components/ui/confirm-popup';
import { progressText } from '@/lib/lists/bulk-run';
import { formatNumber } from '@/lib/format/format';
import { useBulkAction, type BulkAction } from './use-bulk-action';
import type { Selection } from './use-selection';
import styles from './bulk-bar.module.css';

export interface BulkBarProps {
  selection: Selection;
  /** How many rows the filter matches ("Выбрать все N"). */
  total: number;
  actions: readonly BulkAction[];
  /**
   * Revalidates the list after an action changed rows (the list transition's refresh, or its
   * afterBulk when the action deletes), with how many rows it deleted.
   */
  onDone: (removed: number) => void;
  /** Inputs an action needs, e.g. the new order status. */
  children?: ReactNode;
}

/**
 * Under a list's rows while rows are selected, held at the bottom of the screen (sticky): the
 * count, selection shortcuts, actions, progress and failures. Appearing there, it moves none of
 * the rows above it, so the next tap lands where the finger aimed.
 */
export function BulkBar({ selection, total, actions, onDone, children }: BulkBarProps) {
  const bulk = useBulkAction(selection, onDone);
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const barRef = useRef<HTMLElement>(null);
  const running = bulk.progress !== null;
  if (selection.count === 0 && !running && bulk.failures.length === 0) return null;

  const start = async (action: BulkAction) => {
    // The list around the bar, read now: when the action clears the selection the bar is gone.
    const bar = barRef.current;
    const list = bar?.parentElement ?? null;
    await bulk.start(action);
    if (bar && list) returnFocusToList(bar, list);
  };
  const request = (action: BulkAction) => {
    // Opened within the click itself, so the browser does not take the new tab for a pop-up.
    if (action.open) window.open(action.open(selection.items), '_blank', 'noopener');
    else if (action.confirm) setAsking(action);
    else void start(action);
  };

  return (
    <section ref={barRef} className={styles.bar} aria-label="Действия с выбранными">
      <div className={styles.row}>
        <p className={styles.count} aria-live="polite">
          Выбрано: {formatNumber(selection.count)}
        </p>
        {selection.pageState === 'all' && selection.count < total && (
          <Button variant="link" pending={selection.selectingAll} disabled={running} onClick={() => void selection.selectAll()}>
            Выбрать все {formatNumber(total)}
          </Button>
        )}
        {selection.count > 0 && (
          <Button variant="link" disabled={running} onClick={selection.clear}>
            Снять выбор
          </Button>
        )}
      </div>
      {selection.selectAllError && (
        <p className={styles.error} role="alert">
          Не удалось выбрать все: {selection.selectAllError}
        </p>
      )}
      {selection.count > 0 && (
        <div className={styles.row}>
          {children}
          {actions.map((action) => (
            <Button key={action.label} variant="secondary" disabled={running || action.disabled} onClick={() => request(action)}>
              {action.label}
            </Button>
          ))}
        </div>
      )}
      {bulk.progress && (
        <div className={styles.row} role="status">
          <span>
            {bulk.progress.label}. {progressText(bulk.progress)}
          </span>
          <progress className={styles.progress} max={bulk.progress.total} value={bulk.progress.done} aria-label="Ход выполнения" />
          <Button variant="secondary" onClick={bulk.cancel}>
            Остановить
          </Button>
        </div>
      )}
      {bulk.failures.length > 0 && (
        <div className={styles.failures} role="alert">
          <p>Не удалось обработать ({bulk.failures.length}), они остались выбранными:</p>
          <ul>
            {bulk.failures.map(({ item, message }) => (
              <li key={item.id}>
                <strong>{item.name}</strong>: {message}
              </li>
            ))}
          </ul>
          <Button variant="link" onClick={bulk.dismissFailures}>
            Скрыть
          </Button>
        </div>
      )}
      <ConfirmPopup
        open={asking !== null}
        message={asking?.confirm?.(selection.count)}
        confirmText={asking?.label}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const action = asking;
          setAsking(null);
          if (action) void start(action);
        }}
      />
    </section>
  );
}

/** How long after an action a list's re-render may still take the focused row away. */
const REFOCUS_WINDOW_MS = 5000;

/**
 * After a bulk action the focus goes back to the list (its first row's box, else the table)
 * rather than falling to the page when the bar's button disappears. The list is revalidated
 * afterwards and may replace the focused row (a deleted one), so for a short while the focus is
 * put back whenever it drops to the page.
 */
function returnFocusToList(bar: HTMLElement, list: HTMLElement) {
  const active = document.activeElement;
  if (active && active !== document.body && !bar.contains(active)) return;
  const focusFirst = () => {
    const box = list.querySelector<HTMLElement>('tbody input[type="checkbox"]');
    if (box) return box.focus();
    const table = list.querySelector<HTMLElement>('table');
    if (!table) return;
    table.tabIndex = -1;
    table.focus();
  };
  focusFirst();
  const observer = new MutationObserver(() => {
    if (!document.activeElement || document.activeElement === document.body) focusFirst();
  });
  observer.observe(list, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), REFOCUS_WINDOW_MS);
}
