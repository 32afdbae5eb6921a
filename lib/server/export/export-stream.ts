import 'server-only';
import { ApiError } from '../../api/api-error';
import type { ListEnvelope } from '../../lists/types';
import { SESSION_ENDED_HEADER } from '../../api/session-ended';
import { snakeizeSearchParams } from '../../format/case';
import { CSV_BOM, csvFileName, csvRow } from '../../lists/csv';
import { EXPORT_TOTAL_HEADER } from '../../lists/export-download';
import { EXPORT_PER_PAGE, exportApiQuery, exportListOf, type ExportList } from './registry';
import { ACCESS_DENIED, isSameOriginRequest } from '../proxy/rules';
import { refreshSession } from '../session/refresh';
import { NO_STORE, clearSessionCookie, isHttpsRequest, readSessionCookie, sessionSetCookie, unsealSession, type SessionData } from '../session/cookie';
import { UPSTREAM_MESSAGES, UpstreamError, readCamelJson, upstreamFetch, upstreamUrl } from '../upstream/fetch';
import { logLine } from '../runtime/log';
import { recordExport } from '../store/audit/hooks';

/**
 * CSV export of a list: the upstream list is read page by page (100 rows) and each
 * page is written out before the next is asked for, so one page at most is in memory however
 * long the list is. The stream pulls: a slow download slows the upstream reads down.
 */


const fail = (status: number, error: string, headers: Record<string, string> = {}) =>
  Response.json({ error, data: {} }, { status, headers: { 'cache-control': NO_STORE, ...headers } });

type Page = { rows: unknown[]; total: number; totalPages: number };

class SessionEnded extends Error {}

/**
 * One page of the list with the session's token; a refused token is refreshed once. The export's
 * signal serves every page: upstreamFetch's deadline lets go of it after each call.
 */
async function readPage(url: string, session: SessionData, signal: AbortSignal, renew: boolean): Promise<{ page: Page; renewed?: SessionData }> {
  const response = await upstreamFetch({
    method: 'GET',
    url,
    headers: { accept: 'application/json', authorization: `${session.tokenType} ${session.accessToken}` },
    signal,
  });
  if (response.statusCode === 401 && renew) {
    await response.body.dump();
    const renewed = await refreshSession(session);
    if (!renewed) throw new SessionEnded();
    return { ...(await readPage(url, renewed, signal, false)), renewed };
  }
  const body = await readCamelJson<ListEnvelope<unknown> & { error?: string }>(response);
  if (response.statusCode < 200 || response.statusCode >= 300) {
    throw new ApiError(response.statusCode, body?.error || 'Не удалось загрузить список', null);
  }
  const data = body?.data;
  if (!data || !Array.isArray(data.data) || !data.pagination) throw new ApiError(502, UPSTREAM_MESSAGES.malformed, null);
  return { page: { rows: data.data, total: Number(data.pagination.total) || 0, totalPages: Number(data.pagination.totalPages) || 1 } };
}

function pageUrl(list: ExportList<unknown>, search: URLSearchParams, page: number): string {
  return upstreamUrl(list.path, snakeizeSearchParams(new URLSearchParams(exportApiQuery(list, search, page))));
}

function rowsCsv(list: ExportList<unknown>, rows: unknown[]): string {
  let text = '';
  for (const row of rows) text += csvRow(list.columns.map((column) => column.value(row as never)));
  return text;
}

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.error : error instanceof UpstreamError && error.kind !== 'aborted' ? UPSTREAM_MESSAGES[error.kind] : 'Внутренняя ошибка сервера. Попробуйте позже';

export async function handleExport(request: Request, name: string): Promise<Response> {
  const list = exportListOf(name);
  if (!list) return fail(404, 'Такого списка для выгрузки нет');
  // Same rule as the proxy's state-changing calls: a page on another site cannot start a download.
  if (!isSameOriginRequest(request.headers, request.url)) return fail(403, ACCESS_DENIED);
  const secure = isHttpsRequest(request);
  const session = await unsealSession(readSessionCookie(request));
  if (!session) return fail(401, 'Сессия истекла. Войдите снова', { [SESSION_ENDED_HEADER]: list.role });
  if ((session.isAdmin ? 'admin' : 'chief') !== list.role) return fail(403, ACCESS_DENIED);

  const search = new URL(request.url).searchParams;
  // A list the BFF keeps itself (the audit trail) is read from its store, with the same paging.
  const readOwn = list.readOwnPage;
  const encoder = new TextEncoder();
  // Stops the upstream reads when the browser goes away or the stream is cancelled.
  const abort = new AbortController();
  request.signal.addEventListener('abort', () => abort.abort(), { once: true });

  let first: Awaited<ReturnType<typeof readPage>>;
  try {
    first = readOwn ? { page: await readOwn(session, search, 1, EXPORT_PER_PAGE) } : await readPage(pageUrl(list, search, 1), session, abort.signal, true);
  } catch (error) {
    recordExport(request, session, name, error instanceof SessionEnded ? 401 : error instanceof ApiError ? error.status : 502, messageOf(error));
    if (error instanceof SessionEnded) {
      return fail(401, 'Сессия истекла. Войдите снова', { 'set-cookie': clearSessionCookie({ secure }), [SESSION_ENDED_HEADER]: list.role });
    }
    const status = error instanceof ApiError ? error.status : error instanceof UpstreamError && error.kind === 'timeout' ? 504 : 502;
    return fail(status, messageOf(error));
  }
  const current = first.renewed ?? session;
  const { total, totalPages } = first.page;
  let nextPage = 2;
  let pending: unknown[] | null = first.page.rows;

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvRow(list.columns.map((column) => column.header))));
    },
    async pull(controller) {
      try {
        if (pending) {
          controller.enqueue(encoder.encode(rowsCsv(list, pending)));
          pending = null;
        } else if (nextPage <= totalPages) {
          const { page } = readOwn ? { page: await readOwn(current, search, nextPage, EXPORT_PER_PAGE) } : await readPage(pageUrl(list, search, nextPage), current, abort.signal, false);
          nextPage += 1;
          controller.enqueue(encoder.encode(rowsCsv(list, page.rows)));
          // An upstream that shrank mid-export ends the file where its rows end.
          if (page.rows.length === 0) nextPage = totalPages + 1;
        }
        if (!pending && nextPage > totalPages) controller.close();
      } catch (error) {
        // Cancelled or gone away: nobody is reading and nothing failed, so nothing to log.
        if (abort.signal.aborted) return;
        // The browser sees the download break off (and says so); the server log says why.
        logLine('error', 'export_failed', { export: name, page: nextPage, error: messageOf(error) });
        controller.error(error);
      }
    },
    cancel() {
      abort.abort();
    },
  });

  const headers = new Headers({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${csvFileName(name)}"`,
    'cache-control': NO_STORE,
    'x-content-type-options': 'nosniff',
    [EXPORT_TOTAL_HEADER]: String(total),
  });
  if (first.renewed) headers.append('set-cookie', await sessionSetCookie(first.renewed, { secure }));
  recordExport(request, current, name, 200);
  return new Response(stream, { status: 200, headers });
}
