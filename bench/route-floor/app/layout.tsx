import type { ReactNode } from 'react';

// Next requires a root layout; this app has no page.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ru">
      <body>{children}</body>
    </html>
  );
}
