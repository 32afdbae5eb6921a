'use client';

import { Button } from './button';
import styles from './error-state.module.css';

interface ErrorStateProps {
  title?: string;
  message?: string;
  onRetry?: () => void;
}

/** What a screen shows instead of its content when loading it failed (§8: never a blank page). */
export function ErrorState({
  title = 'Не удалось загрузить страницу',
  message = 'Сервер не ответил или ответил ошибкой. Попробуйте ещё раз.',
  onRetry,
}: ErrorStateProps) {
  return (
    <section className={styles.box} role="alert">
      <h1 className={styles.title}>{title}</h1>
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Повторить
        </Button>
      )}
    </section>
  );
}
