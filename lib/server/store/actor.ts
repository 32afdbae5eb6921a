import 'server-only';
import type { SessionData } from '../session/cookie';
import { readCamelJson, upstreamFetch, upstreamUrl } from '../upstream/fetch';

/**
 * The tenant: what the BFF's own data (audit trail, order notes, saved views, presence, the
 * live order stream) is scoped by. It is read from the upstream with the session's own token,
 * never from anything the browser sends, and is one of:
 *
 * - `company:<id>` — the upstream's profile/me names the user's company (`data.company.id` or
 *   `data.companyId`). The specification does not promise that field, so it is not relied on;
 * - `app:<uuid>` — otherwise the company's mobile application (`GET chief/application`,
 *   `appUuid`): the specification's one app per company, the same for all of its users;
 * - `user:<uid>` — otherwise the user alone (the session's uid): still never shared with another
 *   company, only not with colleagues either (a user in onboarding, before the company exists).
 *
 * An administrator has none (the administrator's screens read every tenant; saved views keep
 * theirs under `admin`). See docs/decisions.md «Own data scoped by a tenant the contract promises».
 */
export type Tenant = string;

/** Saved views of the platform's administrators (they have no tenant of their own). */
export const ADMIN_TENANT = 'admin';

const TENANT = /^(?:company:[1-9]\d{0,15}|app:[A-Za-z0-9._-]{1,128}|user:[A-Za-z0-9_-]{1,128}|admin)$/;
const APP_UUID = /^[A-Za-z0-9._-]{1,128}$/;
const USER_KEY = /^[A-Za-z0-9_-]{1,128}$/;

export const isTenant = (value: unknown): value is Tenant => typeof value === 'string' && TENANT.test(value);

/** The company id a `company:<id>` tenant names; null for any other tenant. */
export function companyIdOfTenant(tenant: string | null | undefined): number | null {
  const match = /^company:([1-9]\d{0,15})$/.exec(tenant ?? '');
  return match ? Number(match[1]) : null;
}

/** Who does something through the BFF, as the store records and scopes it. */
export interface Actor {
  role: 'chief' | 'admin';
  /** Stable per user (the session's uid). */
  userKey: string | null;
  userName: string;
  /** The tenant a company user acts for; null for an administrator, or when the upstream could not be read. */
  tenant: Tenant | null;
  sid: string | null;
}

// sid → tenant, per process. Every instance derives the same value from the upstream with the
// same token, so nothing is shared through Redis. A company or an app is kept for the session;
// the user alone only briefly: a user in onboarding gets a company (and an app) later.
const SLOT = Symbol.for('backoffice.sessionTenants');
interface Kept {
  tenant: Tenant;
  until: number;
}
const tenants = ((globalThis as { [SLOT]?: Map<string, Kept> })[SLOT] ??= new Map<string, Kept>());
const MAX_KEPT = 10_000;
const USER_TENANT_KEPT_MS = 60_000;

type Read = { status: number; body: { data?: unknown } | null } | null;

/** One GET with the session's token: its status and JSON body, or null when the upstream could not be reached. */
async function readWith(session: SessionData, path: string): Promise<Read> {
  try {
    const response = await upstreamFetch({
      method: 'GET',
      url: upstreamUrl(path),
      headers: { accept: 'application/json', authorization: `${session.tokenType} ${session.accessToken}` },
    });
    if (response.statusCode !== 200) {
      await response.body.dump();
      return { status: response.statusCode, body: null };
    }
    return { status: 200, body: await readCamelJson<{ data?: unknown }>(response) };
  } catch {
    return null;
  }
}

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** `company:<id>` when the profile names the company; undefined when it does not. */
function companyTenant(profile: Record<string, unknown>): Tenant | undefined {
  const id = Number(record(profile.company).id ?? profile.companyId);
  return Number.isSafeInteger(id) && id > 0 ? `company:${id}` : undefined;
}

/** `app:<uuid>` from the application record (`data.appUuid`, or `data.main.appUuid`). */
function appTenant(application: Record<string, unknown>): Tenant | undefined {
  const uuid = application.appUuid ?? record(application.main).appUuid;
  return typeof uuid === 'string' && APP_UUID.test(uuid) ? `app:${uuid}` : undefined;
}

function keep(sid: string | undefined, tenant: Tenant, ms: number): Tenant {
  if (sid) {
    if (tenants.size >= MAX_KEPT) tenants.delete(tenants.keys().next().value!);
    tenants.set(sid, { tenant, until: Date.now() + ms });
  }
  return tenant;
}

/**
 * The tenant of a company user's session, read once per session from the upstream. Null for an
 * administrator, and when the upstream could not answer (nothing is kept then: the next call asks
 * again, rather than filing the user's data under a weaker scope for the whole session).
 */
export async function tenantOf(session: SessionData): Promise<Tenant | null> {
  if (session.isAdmin) return null;
  const kept = session.sid ? tenants.get(session.sid) : undefined;
  if (kept && kept.until > Date.now()) return kept.tenant;
  const me = await readWith(session, 'chief/profile/me');
  if (!me || me.status !== 200) return null;
  const company = companyTenant(record(me.body?.data));
  if (company) return keep(session.sid, company, Infinity);
  const app = await readWith(session, 'chief/application');
  // Unreachable, refused or failing: unknown for now. Any other refusal (404, 422: no app yet) is an answer.
  if (!app || app.status === 401 || app.status === 403 || app.status >= 500) return null;
  const uuid = app.status === 200 ? appTenant(record(app.body?.data)) : undefined;
  if (uuid) return keep(session.sid, uuid, Infinity);
  if (!session.uid || !USER_KEY.test(session.uid)) return null;
  return keep(session.sid, `user:${session.uid}`, USER_TENANT_KEPT_MS);
}

export async function actorOf(session: SessionData): Promise<Actor> {
  return {
    role: session.isAdmin ? 'admin' : 'chief',
    userKey: session.uid ?? null,
    userName: session.user.name || (session.isAdmin ? 'Admin' : 'Пользователь'),
    tenant: await tenantOf(session),
    sid: session.sid ?? null,
  };
}

/** The tenant already read for this session, without asking the upstream (null when not yet known). */
export function knownTenantOf(session: Pick<SessionData, 'sid' | 'isAdmin'>): Tenant | null {
  if (session.isAdmin || !session.sid) return null;
  return tenants.get(session.sid)?.tenant ?? null;
}

/** Tests: forget every kept tenant. */
export function forgetTenantsForTests(): void {
  tenants.clear();
}
