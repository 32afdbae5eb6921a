import type { Metadata } from 'next';
import { SettingsMain } from '@/components/app-settings/settings-main';
import { APPLICATION_KEY, type ApplicationMain } from '@/lib/application/api';
import { loadUpstream } from '@/lib/server/upstream/server-api';

export const metadata: Metadata = { title: 'Настройки приложения' };

/** §2 /settings, tab main: the app's data, store listings and theme, first data in the HTML. */
export default async function SettingsMainPage() {
  const { data } = await loadUpstream<{ data: ApplicationMain }>(APPLICATION_KEY);
  // The settings layout holds the page's heading and the tabs.
  return <SettingsMain initial={data} />;
}
