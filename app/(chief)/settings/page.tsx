import { redirect } from 'next/navigation';
import { paths } from '@/lib/paths';

/** §2: the side menu links /settings/main; /settings itself opens the first tab. */
export default function SettingsPage() {
  redirect(paths.settingsMain);
}
