import 'server-only';
import { ApiError } from '../api/api-error';
import { loadFigure } from './summary';
import { SUMMARY_KEYS, type FigureState, type SummaryFigure, type SummaryGet, type SummaryKey } from './summary-keys';
import { loadUpstream } from '../server/upstream/server-api';
import { changeCount } from '../server/runtime/change-clock';
import { getSession } from '../server/session/get-session';
import { logLine } from '../server/runtime/log';

const FIGURE_ERROR = 'Не удалось загрузить';

/**
 * A figure read in the last 10 s is shown again for the same session, unless a change was saved
 * through this BFF since (the change clock moved): going back and forth to home must not cost six
 * upstream calls each time, and a status changed on an order card shows on home at once. A change
 * made elsewhere (the mobile app, another instance) shows within 10 s. Failures are not kept, so
 * a reload asks again. Per process, like the refresh coalescing.
 */
const FRESH_MS = 10_000;
const MAX_ENTRIES = 2_000;
const recent = new Map<string, { at: number; changes: number; figure: SummaryFigure }>();

function remember(key: string, figure: SummaryFigure, now: number, changes: number): void {
  recent.delete(key);
  recent.set(key, { at: now, changes, figure });
  // A Map iterates in insertion order: the first entry is the oldest.
  if (recent.size > MAX_ENTRIES) recent.delete(recent.keys().next().value!);
}

const upstreamGet: SummaryGet = (path, query) => loadUpstream(path, query);

/**
 * The summary strip's figures for the home render, in parallel. Each fails on its own: an
 * upstream error becomes that figure's error state (a dash and a retry), never the page's.
 */
export async function loadHomeSummary(now: Date = new Date()): Promise<Record<SummaryKey, FigureState>> {
  const sid = (await getSession())?.sid;
  const changes = changeCount();
  const states = await Promise.all(
    SUMMARY_KEYS.map(async (key): Promise<FigureState> => {
      const cacheKey = sid ? `${sid}:${key}` : null;
      const kept = cacheKey ? recent.get(cacheKey) : undefined;
      if (kept && kept.changes === changes && now.getTime() - kept.at < FRESH_MS) return { figure: kept.figure, error: null };
      try {
        const figure = await loadFigure(key, upstreamGet, now);
        if (cacheKey) remember(cacheKey, figure, now.getTime(), changes);
        return { figure, error: null };
      } catch (error) {
        // A redirect (expired token) and programming errors go on; only upstream failures stay here.
        if (!(error instanceof ApiError)) throw error;
        logLine('error', 'upstream_read_failed', { tag: 'home summary', figure: key, status: error.status, error: error.error });
        return { figure: null, error: error.error || FIGURE_ERROR };
      }
    }),
  );
  return Object.fromEntries(SUMMARY_KEYS.map((key, index) => [key, states[index]!])) as Record<SummaryKey, FigureState>;
}
