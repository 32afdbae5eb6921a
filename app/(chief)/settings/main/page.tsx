import type { Metadata } from 'next';
import { SettingsMain } from '@/components/app-settings/settings-main';
import { getApplication } from '@/lib/application/server';

export const metadata: Metadata = { title: 'Настройки приложения' };

/** §2 /settings, tab main: the app's data, store listings and theme, first data in the HTML. */
export default async function SettingsMainPage() {
  const data = await getApplication();
  // The settings layout holds the page's heading and the tabs.
  return <SettingsMain initial={data} />;
}
