import { readableTextColor, statusColor, type ColoredStatus } from '@/lib/orders/status-colors';
import styles from './status-badge.module.css';

export interface StatusBadgeProps {
  status: (ColoredStatus & { name: string }) | null | undefined;
}

/**
 * An order status as a coloured badge: the status's colour (or its code's default) behind black
 * or white text chosen by luminance, so any colour a company picks stays readable.
 */
export function StatusBadge({ status }: StatusBadgeProps) {
  if (!status) return <span className={styles.none}>—</span>;
  const background = statusColor(status);
  return (
    <span
      className={styles.badge}
      style={{ backgroundColor: background, color: readableTextColor(background) }}
      data-color={background}
      // The call widget keeps off it (components/layout/call-manager.tsx).
      data-keep-clear=""
    >
      {status.name}
    </span>
  );
}
