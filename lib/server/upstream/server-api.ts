import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { ApiError } from '../../api/api-error';
import { snakeizeSearchParams } from '../../format/case';
import { paths } from '../../paths';
import { getSession } from '../session/get-session';
import { readCamelJson, upstreamApiError, upstreamFetch, upstreamUrl } from './fetch';

/**
 * First data for server-rendered pages, read with the session's token through the same
 * upstream client as the proxy. A page cannot write cookies, so an expired token sends the
 * browser through /session/refresh, which refreshes, saves the cookie and comes back here.
 */

/** A second 401 this soon after a refresh means the new token is refused too: stop looping. */
const FRESH_REFRESH_MS = 15_000;

type Query = Record<string, string | number | undefined | null>;

async function currentPath(): Promise<string> {
  const url = (await headers()).get('x-url');
  return url && url.startsWith('/') && !url.startsWith('//') ? url : paths.home;
}

export async function loadUpstream<T>(path: string, query: Query = {}): Promise<T> {
  const session = await getSession();
  if (!session) redirect(paths.login);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  let response;
  try {
    response = await upstreamFetch({
      method: 'GET',
      url: upstreamUrl(path, snakeizeSearchParams(params)),
      headers: { accept: 'application/json', authorization: `${session.tokenType} ${session.accessToken}` },
    });
  } catch (error) {
    throw upstreamApiError(error);
  }
  if (response.statusCode === 401) {
    await response.body.dump();
    const next = encodeURIComponent(await currentPath());
    if (session.refreshedAt && Date.now() - session.refreshedAt < FRESH_REFRESH_MS) {
      redirect(`/session/end?next=${next}`);
    }
    redirect(`/session/refresh?next=${next}`);
  }
  let body;
  try {
    // Within the same UPSTREAM_DEADLINE_MS as the headers: a trickled body ends in the 504 text.
    body = await readCamelJson<T & { error?: string; data?: unknown }>(response);
  } catch (error) {
    throw upstreamApiError(error);
  }
  if (response.statusCode < 200 || response.statusCode >= 300) {
    throw new ApiError(response.statusCode, body?.error || 'Не удалось загрузить данные', body?.data ?? null);
  }
  return body as T;
}
