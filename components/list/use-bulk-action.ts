'use client';

import { useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { runBulk, type BulkFailure, type BulkProgress } from '@/lib/lists/bulk-run';
import { bulkDoneText } from '@/lib/lists/bulk-text';
import type { ListItem } from '@/lib/lists/items';
import type { Selection } from './use-selection';

/** One bulk action of a list: the single call it runs for every selected row, or one page for them all. */
export interface BulkAction {
  label: string;
  run?: (item: ListItem, signal?: AbortSignal) => Promise<unknown>;
  /**
   * Instead of a call per row: the address of one page for the whole selection, opened in a new
   * tab (the selected orders' print). Nothing changes, so there is no progress and no refresh.
   */
  open?: (items: readonly ListItem[]) => string;
  /** Destructive actions ask first, e.g. (12) => 'Удалить 12 товаров?'. */
  confirm?: (count: number) => string;
  /** Not ready yet, e.g. no status chosen. */
  disabled?: boolean;
  /** The call deletes the row: the list may have to move back a page afterwards. */
  removes?: boolean;
}

/**
 * Runs a bulk action over the selection: progress, a summary toast, the failed rows
 * with the server's message kept selected, and the list revalidated afterwards.
 */
export function useBulkAction(selection: Selection, onDone: (removed: number) => void) {
  const { notify } = useToast();
  const [progress, setProgress] = useState<(BulkProgress & { label: string }) | null>(null);
  const [failures, setFailures] = useState<BulkFailure<ListItem>[]>([]);
  const controller = useRef<AbortController | null>(null);

  const start = async (action: BulkAction) => {
    const items = selection.items;
    const run = action.run;
    if (!run || items.length === 0 || controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setFailures([]);
    const result = await runBulk(items, run, {
      signal: abort.signal,
      onProgress: (step) => setProgress({ ...step, label: action.label }),
    });
    controller.current = null;
    setProgress(null);
    setFailures(result.failed);
    // The rows that failed or were never reached stay selected, so the action can be repeated.
    selection.keepOnly([...result.failed.map((f) => f.item.id), ...result.skipped.map((item) => item.id)]);
    const ok = result.succeeded.length;
    const text = result.cancelled
      ? `Остановлено: обработано ${ok + result.failed.length} из ${items.length}`
      : bulkDoneText(action.label, ok, items.length, result.failed.length);
    notify({ tone: result.failed.length > 0 ? 'error' : result.cancelled ? 'info' : 'success', text });
    if (ok > 0) onDone(action.removes ? ok : 0);
  };

  return {
    start,
    /** Stops starting new calls; those in flight finish. */
    cancel: () => controller.current?.abort(),
    progress,
    failures,
    dismissFailures: () => setFailures([]),
  };
}
