import Link from 'next/link';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Страница не найдена' };

export default function NotFound() {
  return (
    <main style={{ maxWidth: 560, margin: '15vh auto', padding: 24, textAlign: 'center' }}>
      <p style={{ fontSize: 64, margin: 0, fontWeight: 700, color: 'var(--color-primary)' }}>404</p>
      <h1>Страница не найдена</h1>
      <p>Возможно, она была удалена или адрес набран с ошибкой.</p>
      <Link href="/">Перейти на главную</Link>
    </main>
  );
}
