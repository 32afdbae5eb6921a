import 'server-only';
import type { AppDownload, AppDownloadResult } from '@/lib/application/api';
import { UPSTREAM_MESSAGES, UpstreamError, readCamelJson, upstreamApiError, upstreamFetch, upstreamUrl } from '@/lib/server/upstream/fetch';

/**
 * The public download data, read on the server without a session: the page is for customers,
 * who never sign in here, so no browser call and no proxy route is involved.
 */
export async function loadDownload(company: string): Promise<AppDownloadResult> {
  let response;
  try {
    response = await upstreamFetch({
      method: 'GET',
      url: upstreamUrl('chief/application/download', new URLSearchParams({ company })),
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    const kind = error instanceof UpstreamError && error.kind === 'timeout' ? 'timeout' : 'unreachable';
    return { kind: 'failed', message: UPSTREAM_MESSAGES[kind] };
  }
  let body;
  try {
    body = await readCamelJson<{ data?: AppDownload; error?: string }>(response);
  } catch (error) {
    return { kind: 'failed', message: upstreamApiError(error).error };
  }
  if (response.statusCode === 404) return { kind: 'missing' };
  if (response.statusCode !== 200 || !body?.data) {
    return { kind: 'failed', message: body?.error || 'Не удалось загрузить данные приложения' };
  }
  return { kind: 'found', app: body.data };
}
