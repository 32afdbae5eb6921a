import { customerStatusTone } from '@/lib/clients/api';
import styles from './clients.module.css';

/** A client's status label as a badge in the §3 style (info, success or secondary). */
export function ClientStatusBadge({ status }: { status: string }) {
  const tone = customerStatusTone(status);
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-tone={tone} data-keep-clear="">
      {status}
    </span>
  );
}
