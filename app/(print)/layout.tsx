import { connection } from 'next/server';
import styles from '@/components/orders/print/print.module.css';
import { requireSession } from '@/lib/server/session/require-session';

/**
 * The print pages: the company user's, without the side menu, the header or the call widget,
 * so what is on screen is what goes on paper.
 */
export default async function PrintLayout({ children }: { children: React.ReactNode }) {
  // Rendered per request: the per-request CSP nonce must reach its scripts (app/layout.tsx).
  await connection();
  await requireSession('company');
  // Paper is light in either theme: the global stylesheet keys the light palette off this attribute.
  return (
    <div data-theme="light">
      <main className={styles.paper}>{children}</main>
    </div>
  );
}
