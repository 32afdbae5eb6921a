'use client';

import { IntentLink } from '@/components/ui/intent-link';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Loader } from '@/components/ui/loader';
import styles from './list-state.module.css';

export interface ListStateProps {
  /** A fetch is under way. Without rows a loader is shown; with rows they stay, marked busy. */
  loading?: boolean;
  /** The last fetch failed: an error with 'Повторить' replaces the list. */
  error?: unknown;
  /** There are no rows. */
  empty?: boolean;
  /** The screen's own empty text; 'Отсутствуют' by default (§2). */
  emptyText?: ReactNode;
  /** What to do about an empty list (e.g. create the first record), shown under the text. */
  emptyAction?: EmptyAction;
  /** Text of the error; the BFF's message when the error carries one. */
  errorText?: string;
  onRetry?: () => void;
  children?: ReactNode;
}

/** The states every list shares: loading, failed (with a retry), empty, or its rows. */
export function ListState({ loading = false, error, empty = false, emptyText, emptyAction, errorText, onRetry, children }: ListStateProps) {
  if (error) return <ListError message={errorText ?? messageOf(error)} onRetry={onRetry} />;
  if (loading && empty) return <Loader />;
  if (empty) return <ListEmpty action={emptyAction}>{emptyText}</ListEmpty>;
  return (
    <div aria-busy={loading || undefined} className={loading ? styles.busy : undefined}>
      {children}
    </div>
  );
}

export interface EmptyAction {
  href: string;
  label: string;
}

export function ListEmpty({ children, action }: { children?: ReactNode; action?: EmptyAction }) {
  return (
    <div className={styles.empty}>
      <p>{children ?? 'Отсутствуют'}</p>
      {action && (
        <IntentLink href={action.href} className={styles.emptyAction}>
          {action.label}
        </IntentLink>
      )}
    </div>
  );
}

export function ListError({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.errorText}>{message ?? DEFAULT_ERROR}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Повторить
        </Button>
      )}
    </div>
  );
}

/** Not in the specification; shown when the failure carries no text of its own. */
const DEFAULT_ERROR = 'Не удалось загрузить список';

function messageOf(error: unknown): string {
  if (error && typeof error === 'object' && 'error' in error && typeof error.error === 'string' && error.error) {
    return error.error;
  }
  return DEFAULT_ERROR;
}
