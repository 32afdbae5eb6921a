import { Logo } from '@/components/ui/logo';
import { connection } from 'next/server';
import styles from './start-layout.module.css';

/** Start-screen layout (§2): onboarding, without the side menu. */
export default async function StartLayout({ children }: { children: React.ReactNode }) {
  // Rendered per request: the per-request CSP nonce must reach its scripts (app/layout.tsx).
  await connection();
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Logo alt="" width={132} height={32} />
      </header>
      <main className={styles.content}>{children}</main>
    </div>
  );
}
