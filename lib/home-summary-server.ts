import 'server-only';
import { ApiError } from './api/api-error';
import { loadFigure, SUMMARY_KEYS, type FigureState, type SummaryGet, type SummaryKey } from './home-summary';
import { loadUpstream } from './server-api';

const FIGURE_ERROR = 'Не удалось загрузить';

const upstreamGet: SummaryGet = (path, query) => loadUpstream(path, query);

/**
 * The summary strip's figures for the home render, in parallel. Each fails on its own: an
 * upstream error becomes that figure's error state (a dash and a retry), never the page's.
 */
export async function loadHomeSummary(now: Date = new Date()): Promise<Record<SummaryKey, FigureState>> {
  const states = await Promise.all(
    SUMMARY_KEYS.map(async (key): Promise<FigureState> => {
      try {
        return { figure: await loadFigure(key, upstreamGet, now), error: null };
      } catch (error) {
        // A redirect (expired token) and programming errors go on; only upstream failures stay here.
        if (!(error instanceof ApiError)) throw error;
        console.error(`[home summary] ${key}: ${error.status} ${error.error}`);
        return { figure: null, error: error.error || FIGURE_ERROR };
      }
    }),
  );
  return Object.fromEntries(SUMMARY_KEYS.map((key, index) => [key, states[index]!])) as Record<SummaryKey, FigureState>;
}
