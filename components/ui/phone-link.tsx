import { formatPhone } from '@/lib/format/format';
import styles from './phone-link.module.css';

/**
 * The `tel:` address of a phone as shown: '+7 916 123-45-67' → 'tel:+79161234567'. A number that
 * is not Russian keeps its own digits (and its leading '+'); text with too few digits to be a
 * number gets none.
 */
export function telHref(shown: string): string | null {
  if (/^\+7 \d{3} \d{3}-\d{2}-\d{2}$/.test(shown)) return `tel:${shown.replace(/[^\d+]/g, '')}`;
  const digits = shown.replace(/\D/g, '');
  if (digits.length < 5) return null;
  return `tel:${shown.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * A phone shown as text: a link that dials it on a phone, in the one display format
 * (+7 XXX XXX-XX-XX), never broken across lines. Nothing is rendered for an empty phone.
 */
export function PhoneLink({ phone, className }: { phone: string | null | undefined; className?: string }) {
  const shown = formatPhone(phone);
  if (!shown) return null;
  const href = telHref(shown);
  const classes = className ? `${styles.phone} ${className}` : styles.phone;
  if (!href) return <span className={classes}>{shown}</span>;
  return (
    <a href={href} className={classes}>
      {shown}
    </a>
  );
}
