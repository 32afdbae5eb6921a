import Image from 'next/image';
import styles from './start-layout.module.css';

/** Start-screen layout (§2): onboarding, without the side menu. */
export default function StartLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Image src="/logo.svg" alt="" width={132} height={32} priority />
      </header>
      <main className={styles.content}>{children}</main>
    </div>
  );
}
