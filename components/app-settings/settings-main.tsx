'use client';

import { replaceReducer, useRouteData } from '@/components/ui/use-route-data';
import type { ApplicationMain } from '@/lib/application/api';
import { AndroidCard } from './android-card';
import { AppStateCard } from './app-state-card';
import { AuthCard } from './auth-card';
import { DirtyRegistry } from './dirty-registry';
import { IosCard } from './ios-card';
import { IosContactsCard } from './ios-contacts-card';
import { MainCard } from './main-card';
import { ThemeColorsForm } from './theme-colors-form';
import styles from './app-settings.module.css';

/** Settings → main (§2 /settings/main): the app's data, each card saved on its own. */
export function SettingsMain({ initial }: { initial: ApplicationMain }) {
  // Every save answers with the whole record: shown at once, then the route renders it fresh.
  const { data: app, showSaved: onSaved } = useRouteData(initial, replaceReducer<ApplicationMain>);
  return (
    <DirtyRegistry>
      <div className={styles.page}>
        <AppStateCard app={app} />
        <MainCard app={app} onSaved={onSaved} />
        <AuthCard app={app} onSaved={onSaved} />
        <ThemeColorsForm colors={app.colors} onSaved={onSaved} />
        <IosCard app={app} onSaved={onSaved} />
        <IosContactsCard app={app} onSaved={onSaved} />
        <AndroidCard app={app} onSaved={onSaved} />
      </div>
    </DirtyRegistry>
  );
}
