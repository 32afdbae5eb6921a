'use client';

import type { PresenceKey } from '@/lib/presence/api';
import { usePresence } from './use-presence';
import styles from './presence-note.module.css';

export const PRESENCE_TEXT = 'Сейчас открыт также:';

/** «Сейчас открыт также: Анна Смирнова» on a card others of the company have open; nothing otherwise. */
export function PresenceNote({ card }: { card: PresenceKey }) {
  const names = usePresence(card);
  // The live region stays mounted, so a colleague who arrives later is announced.
  return (
    <div role="status" aria-live="polite">
      {names.length > 0 && <p className={styles.note}>{`${PRESENCE_TEXT} ${names.join(', ')}`}</p>}
    </div>
  );
}
