import 'server-only';
import { paths, publicAuthRoutes } from '../../paths';

/**
 * The routing guard of §4 as a pure decision: where a visitor may be, and where to send
 * them otherwise. middleware.ts feeds it the session; server layouts re-check on their own.
 */

export type Area = 'docs' | 'auth' | 'start' | 'admin' | 'company' | 'unknown';

/** First path segments of the company user's routes (§2); deeper paths belong to them too. */
const COMPANY_SECTIONS = new Set([
  'promo',
  'builder',
  'shops',
  'orders',
  'clients',
  'catalog',
  'profile',
  'company',
  'news',
  'finance',
  'integrations',
  'settings',
  'activity',
]);

const ADMIN_SECTIONS = new Set(['companies', 'finance', 'settings', 'activity']);

export function classifyPath(pathname: string): Area {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (publicAuthRoutes.includes(path)) return 'auth';
  const [first = '', second] = path.split('/').slice(1);
  if (first === 'api') return 'docs';
  if (path === '/' || COMPANY_SECTIONS.has(first)) return 'company';
  if (first === 'start') return path === '/start' ? 'start' : 'unknown';
  if (first === 'admin' && (second === undefined || ADMIN_SECTIONS.has(second))) return 'admin';
  return 'unknown';
}

export interface GuardSession {
  isAdmin: boolean;
  /** Onboarding step; 'done' when finished. */
  step: string | null;
}

export interface GuardInput {
  pathname: string;
  /** The query string, '' or starting with '?'. */
  search: string;
  session: GuardSession | null;
  /** Path and query of the Referer, only when it is our own origin. */
  refererPath: string | null;
}

export type GuardDecision = { action: 'next' } | { action: 'redirect'; to: string };

const next: GuardDecision = { action: 'next' };
const redirect = (to: string): GuardDecision => ({ action: 'redirect', to });

export const DEFAULT_STEP = '1';

/** Where a signed-in visitor belongs (§4 "Post-login / onboarding"). */
export function homeFor(session: GuardSession): string {
  if (session.isAdmin) return paths.adminCompanies;
  if (session.step !== 'done') return paths.startScreen(session.step ?? DEFAULT_STEP);
  return paths.home;
}

/** Whether a signed-in visitor may stay on a path without being redirected. */
function allowedFor(session: GuardSession, path: string): boolean {
  const [pathname = '/', search = ''] = path.split('?');
  const decision = decideRoute({ pathname, search: search ? `?${search}` : '', session, refererPath: null });
  return decision.action === 'next' && classifyPath(pathname) !== 'unknown';
}

export function decideRoute({ pathname, search, session, refererPath }: GuardInput): GuardDecision {
  const area = classifyPath(pathname);
  if (area === 'docs') return pathname.replace(/\/+$/, '') === '/api' ? redirect(paths.docsHome) : next;
  if (area === 'unknown') return next;

  if (area === 'auth') {
    if (!session) return next;
    // "Sent back to the previous path": only a same-origin page this visitor may open.
    if (refererPath && classifyPath(refererPath.split('?')[0] ?? '') !== 'auth' && allowedFor(session, refererPath)) {
      return redirect(refererPath);
    }
    return redirect(homeFor(session));
  }

  if (!session) return redirect(area === 'admin' ? paths.adminLogin : paths.login);

  if (session.isAdmin) {
    if (area !== 'admin') return redirect(paths.adminCompanies);
    return pathname.replace(/\/+$/, '') === paths.adminHome ? redirect(paths.adminCompanies) : next;
  }
  if (area === 'admin') return redirect(paths.home);

  if (session.step !== 'done') {
    const step = session.step ?? DEFAULT_STEP;
    if (area !== 'start') return redirect(paths.startScreen(step));
    return new URLSearchParams(search).get('step') === step ? next : redirect(paths.startScreen(step));
  }
  return area === 'start' ? redirect(paths.home) : next;
}

/** The Referer's path and query when it points at our own origin, else null. */
export function sameOriginRefererPath(referer: string | null, ownOrigin: string): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.origin !== ownOrigin) return null;
    return url.pathname + url.search;
  } catch {
    return null;
  }
}
