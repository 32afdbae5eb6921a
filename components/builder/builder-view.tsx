'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { AppPreview } from '@/components/app/app-preview';
import { DirtyRegistry } from '@/components/app-settings/dirty-registry';
import { ThemeColorsForm } from '@/components/app-settings/theme-colors-form';
import type { AppColors, ApplicationMain } from '@/lib/application/api';
import { replaceReducer, useRouteData } from '@/components/ui/use-route-data';
import { BANNERS_PATH, bannersApi } from '@/lib/home/banners';
import { BLOCKS_PATH, MAINPAGE_PATH, blocksApi, mainPageApi } from '@/lib/home/api';
import { NAVBAR_ITEMS_PATH, navbarApi } from '@/lib/settings/navbar';
import type { BuilderData } from '@/lib/application/builder-types';
import { PhonePreview } from './phone-preview';
import styles from './builder.module.css';

// Refetched when the tab regains focus: settings changed in another tab show up here.
const LIVE = { revalidateOnFocus: true, revalidateOnMount: false } as const;

/** §2 /builder: the app's home screen built from the company's settings, with a live colour editor. */
export function BuilderView({ initial }: { initial: BuilderData }) {
  const { data: app, showSaved: onSaved } = useRouteData(initial.app, replaceReducer<ApplicationMain>);
  const { data: settings = initial.settings } = useSWR(MAINPAGE_PATH, () => mainPageApi.settings(), {
    ...LIVE,
    fallbackData: initial.settings ?? undefined,
    // A failed first load is asked again at once.
    revalidateOnMount: initial.settings === null,
  });
  const { data: banners = initial.banners } = useSWR(BANNERS_PATH, bannersApi.list, { ...LIVE, fallbackData: initial.banners });
  const { data: blocks = initial.blocks } = useSWR(BLOCKS_PATH, blocksApi.list, { ...LIVE, fallbackData: initial.blocks });
  const { data: navbar = initial.navbar } = useSWR(NAVBAR_ITEMS_PATH, navbarApi.list, { ...LIVE, fallbackData: initial.navbar });
  const [draft, setDraft] = useState<Partial<AppColors> | null>(null);

  return (
    <DirtyRegistry>
      <div className={styles.layout}>
        <PhonePreview
          companyName={app.companyName}
          logo={app.logo}
          colors={draft ?? app.colors}
          settings={settings ?? null}
          banners={banners}
          blocks={blocks}
          navbar={navbar}
        />
        <div className={styles.editor}>
          <AppPreview iconName={app.iconName} splashScreenText={app.splashScreenText} colors={draft ?? app.colors} />
          <ThemeColorsForm colors={app.colors} onSaved={onSaved} onPreview={setDraft} />
        </div>
      </div>
    </DirtyRegistry>
  );
}
