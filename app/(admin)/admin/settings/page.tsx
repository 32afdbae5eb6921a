import type { Metadata } from 'next';
import { SettingsForm } from '@/components/admin/settings-form';
import { getPlatformSettings } from '@/lib/admin/server';

export const metadata: Metadata = { title: 'Настройки' };

/** §2 /admin/settings: the form opens with the saved settings (a failure shows the error page with a retry). */
export default async function AdminSettingsPage() {
  return <SettingsForm settings={await getPlatformSettings()} />;
}
