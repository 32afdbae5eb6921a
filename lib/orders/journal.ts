import { useCallback, useSyncExternalStore } from 'react';

/**
 * What this browser did to an order in this session, for the order's timeline when
 * the upstream keeps no history: status changes, payment links sent, lines changed. Kept in
 * sessionStorage, so it is gone with the tab, and it never reaches the upstream.
 */
export type JournalKind = 'status' | 'paymentLink' | 'lines' | 'details';

export interface JournalEntry {
  /** ISO date-time. */
  at: string;
  kind: JournalKind;
  text: string;
}

const keyOf = (orderId: number) => `bo.orderJournal.${orderId}`;
const listeners = new Set<() => void>();
const EMPTY: readonly JournalEntry[] = [];
/** The last parse per key, so a snapshot keeps its identity while the stored text is the same. */
const parsed = new Map<string, { raw: string; entries: readonly JournalEntry[] }>();

function read(orderId: number): readonly JournalEntry[] {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(keyOf(orderId));
  } catch {
    return EMPTY;
  }
  if (!raw) return EMPTY;
  const cached = parsed.get(keyOf(orderId));
  if (cached?.raw === raw) return cached.entries;
  let entries: readonly JournalEntry[] = EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value)) entries = value as JournalEntry[];
  } catch {
    // A damaged entry is dropped with the rest: the journal is only a help.
  }
  parsed.set(keyOf(orderId), { raw, entries });
  return entries;
}

export function recordOrderEvent(orderId: number, kind: JournalKind, text: string, at: Date = new Date()): void {
  const entries = [...read(orderId), { at: at.toISOString(), kind, text }];
  try {
    window.sessionStorage.setItem(keyOf(orderId), JSON.stringify(entries.slice(-50)));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The session's entries for one order; none during the server render. */
export function useOrderJournal(orderId: number): readonly JournalEntry[] {
  const snapshot = useCallback(() => read(orderId), [orderId]);
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}
