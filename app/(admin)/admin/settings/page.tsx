import type { Metadata } from 'next';
import { SettingsForm } from '@/components/admin/settings-form';
import { ADMIN_SETTINGS_PATH } from '@/lib/admin/api';
import type { PlatformSettings } from '@/lib/admin/types';
import { loadUpstream } from '@/lib/server/upstream/server-api';

export const metadata: Metadata = { title: 'Настройки' };

/** §2 /admin/settings: the form opens with the saved settings (a failure shows the error page with a retry). */
export default async function AdminSettingsPage() {
  const { data } = await loadUpstream<{ data: PlatformSettings }>(ADMIN_SETTINGS_PATH);
  return <SettingsForm settings={data} />;
}
