import { APP_STATE_LABELS, type AppState } from '@/lib/admin/types';
import styles from './admin.module.css';

const TONE: Record<AppState, string> = {
  draft: '',
  moderation: '',
  published: styles.good ?? '',
  rejected: styles.bad ?? '',
};

/** The app publication state as a label (§2 admin). */
export function AppStateBadge({ state }: { state: AppState }) {
  return <span className={`${styles.badge} ${TONE[state]}`}>{APP_STATE_LABELS[state]}</span>;
}
