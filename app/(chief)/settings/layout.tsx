import type { ReactNode } from 'react';
import { SettingsGuard } from '@/components/settings/settings-guard';
import { SettingsTabs } from '@/components/settings/settings-tabs';
import styles from '@/components/settings/settings.module.css';

/** §2 /settings: the title and the route tabs over every settings tab. */
export default function SettingsLayout({ children }: { children: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="settings-title">
      <h1 id="settings-title">Настройки</h1>
      <SettingsGuard>
        <SettingsTabs />
        {children}
      </SettingsGuard>
    </section>
  );
}
