import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Страница не найдена' };

export default function NotFound() {
  return (
    <main style={{ maxWidth: 560, margin: '15vh auto', padding: 24, textAlign: 'center' }}>
      <p style={{ fontSize: 64, margin: 0, fontWeight: 700, color: 'var(--color-primary)' }}>404</p>
      <h1>Страница не найдена</h1>
      <p>Возможно, она была удалена или адрес набран с ошибкой.</p>
      {/* A plain link: this page is part of every route's payload (the docs' too), and next/link
          would add its client code to all of them for one click on an error page. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load is fine from a 404 */}
      <a href="/">Перейти на главную</a>
    </main>
  );
}
