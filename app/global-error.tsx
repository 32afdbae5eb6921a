'use client';

import './globals.css';
import { ErrorState } from '@/components/ui/error-state';

/**
 * Replaces the root layout when the layout itself fails to render, so it brings its own <html>
 * and <body> (and the app's styles): without it the user gets Next's English error page.
 * Production hides the server's error text from the browser, so this says what the user can do.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="ru">
      <head>
        <title>Ошибка · Панель управления</title>
      </head>
      <body>
        <main style={{ display: 'flex', justifyContent: 'center', margin: '15vh auto', padding: 24 }}>
          <ErrorState
            title="Не удалось открыть панель управления"
            message="Произошла ошибка на сервере. Попробуйте ещё раз или обновите страницу позже."
            onRetry={reset}
          />
        </main>
      </body>
    </html>
  );
}
