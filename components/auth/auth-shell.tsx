import { Logo } from '@/components/ui/logo';
import type { ReactNode } from 'react';
import styles from './auth-shell.module.css';

/** The auth layout of §2: a centred card with the logo. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Logo className={styles.logo} alt="Панель управления" width={240} height={48} />
        {children}
      </div>
    </main>
  );
}
