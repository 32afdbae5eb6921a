/** Putting the import's answers together with the rows that never left the browser. Pure. */
import type { ImportResult } from '../integrations/api';
import type { ImportRow } from './rows';

export interface SkippedRow {
  line: number;
  reasons: string[];
}

export interface ImportSummary {
  created: number;
  updated: number;
  skipped: SkippedRow[];
}

/**
 * `batches` are the answers for `sent` cut into pieces of `batchSize`; a server error's index
 * is the position inside its batch. Rows refused in the browser come first, all by line.
 */
export function summarizeImport(rows: readonly ImportRow[], sent: readonly ImportRow[], batches: readonly ImportResult[], batchSize: number): ImportSummary {
  const skipped: SkippedRow[] = rows.filter((r) => r.errors.length > 0).map((r) => ({ line: r.line, reasons: r.errors }));
  let created = 0;
  let updated = 0;
  batches.forEach((result, batch) => {
    created += result.created;
    updated += result.updated;
    for (const error of result.errors) {
      const row = sent[batch * batchSize + error.index];
      const reasons = Object.values(error.messages).flat();
      skipped.push({ line: row?.line ?? error.index + 1, reasons: reasons.length ? reasons : ['Запись отклонена сервером'] });
    }
  });
  skipped.sort((a, b) => a.line - b.line);
  return { created, updated, skipped };
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const pieces: T[][] = [];
  for (let i = 0; i < items.length; i += size) pieces.push(items.slice(i, i + size));
  return pieces;
}
