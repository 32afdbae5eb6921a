import 'server-only';
import type { Selectable } from 'kysely';
import { parseListQuery, type ListQuery } from '../lists/query';
import { logLine } from '../server/runtime/log';
import { ADMIN_TENANT, actorOf, type Actor } from '../server/store/actor';
import { getStore, type Store } from '../server/store/db';
import type { SavedViewTable } from '../server/store/schema';
import { getSession } from '../server/session/get-session';
import { VIEW_NAME_MAX, VIEW_QUERY_MAX, VIEW_TEXTS, isViewList, viewQuery, type NewView, type SavedView, type ViewList, type ViewTab, type ViewTabs } from './types';

/**
 * Saved views in the BFF's store. A view belongs to a tenant (the company: lib/server/store/actor.ts)
 * and is either the company's (`owner_key` null: every user of the tenant sees it) or one user's.
 * Administrators have no tenant: their views live under `admin`, shared among the platform's
 * administrators.
 * Only the user who saved a view may delete it, a company view included: nobody loses a tab
 * they rely on because a colleague tidied up, and there is no second rule to explain.
 */

/** A refusal the own API answers with its status, text and per-field messages. */
export class ViewError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(text);
    this.name = 'ViewError';
  }
}

/** The tenant whose views the actor works with; null when it is not known (the upstream could not say). */
export function viewScope(actor: Actor): string | null {
  return actor.role === 'admin' ? ADMIN_TENANT : actor.tenant;
}

function toView(row: Selectable<SavedViewTable>, actor: Actor): SavedView {
  return {
    id: Number(row.id),
    list: row.list as ViewList,
    name: row.name,
    query: row.query,
    shared: row.owner_key === null,
    mine: actor.userKey !== null && row.created_by === actor.userKey,
    createdAt: row.created_at,
  };
}

function visibleTo(store: Store, actor: Actor, tenant: string) {
  return store
    .selectFrom('saved_views')
    .selectAll()
    .where('tenant', '=', tenant)
    .where((eb) => (actor.userKey === null ? eb('owner_key', 'is', null) : eb.or([eb('owner_key', 'is', null), eb('owner_key', '=', actor.userKey)])));
}

/** The views of a list the actor sees: the company's and the actor's own, oldest first. */
export async function listViews(store: Store, actor: Actor, list: ViewList): Promise<SavedView[]> {
  const company = viewScope(actor);
  if (company === null) return [];
  const rows = await visibleTo(store, actor, company).where('list', '=', list).orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => toView(row, actor));
}

/** Checks and normalises what a browser sent; a ViewError names what is wrong. */
export function readNewView(body: unknown): NewView {
  const value = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (!isViewList(value.list)) throw new ViewError(422, 'Неизвестный список', { list: ['Неизвестный список'] });
  const name = typeof value.name === 'string' ? value.name.trim().replace(/\s+/g, ' ') : '';
  if (name === '') throw new ViewError(422, VIEW_TEXTS.nameRequired, { name: [VIEW_TEXTS.nameRequired] });
  if ([...name].length > VIEW_NAME_MAX) throw new ViewError(422, VIEW_TEXTS.nameTooLong, { name: [VIEW_TEXTS.nameTooLong] });
  const query = typeof value.query === 'string' ? viewQuery(value.query) : '';
  if (query.length > VIEW_QUERY_MAX) throw new ViewError(422, 'Слишком длинный запрос', { query: ['Слишком длинный запрос'] });
  return { list: value.list, name, query, shared: value.shared === true };
}

/** Saves a view; its name must differ from every view of that list the actor sees. */
export async function createView(store: Store, actor: Actor, input: NewView, now = new Date()): Promise<SavedView> {
  const company = viewScope(actor);
  if (company === null || actor.userKey === null) throw new ViewError(403, VIEW_TEXTS.noCompany);
  const seen = await visibleTo(store, actor, company).where('list', '=', input.list).select('name').execute();
  const taken = input.name.toLocaleLowerCase('ru');
  if (seen.some((row) => row.name.toLocaleLowerCase('ru') === taken)) {
    throw new ViewError(422, VIEW_TEXTS.nameTaken, { name: [VIEW_TEXTS.nameTaken] });
  }
  const row = await store
    .insertInto('saved_views')
    .values({
      tenant: company,
      owner_key: input.shared ? null : actor.userKey,
      list: input.list,
      name: input.name,
      query: viewQuery(input.query),
      created_at: now.toISOString(),
      created_by: actor.userKey,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toView(row, actor);
}

/**
 * Deletes a view the actor saved. A view of another company, or another user's own view, is
 * "not found" (its existence is not revealed); a colleague's company view is refused.
 */
export async function deleteView(store: Store, actor: Actor, id: number): Promise<void> {
  const company = viewScope(actor);
  const row = company === null || !Number.isSafeInteger(id) ? undefined : await visibleTo(store, actor, company).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ViewError(404, VIEW_TEXTS.notFound);
  if (row.created_by !== actor.userKey) throw new ViewError(403, VIEW_TEXTS.notYours);
  await store.deleteFrom('saved_views').where('id', '=', id).where('tenant', '=', company!).execute();
}

/** How a list page reads its rows: its own loader, given the list's query (here one row). */
export type LoadRows = (query: ListQuery) => Promise<{ pagination: { total: number }; error: string | null }>;

async function countOf(load: LoadRows, query: string, filterKeys: readonly string[] | undefined): Promise<number | null> {
  const parsed = parseListQuery(new URLSearchParams(query), { filterKeys });
  try {
    const { pagination, error } = await load({ ...parsed, page: 1, perPage: 1 });
    return error === null ? pagination.total : null;
  } catch (error) {
    // A count is a hint beside the tab: its failure shows «—», never fails the list.
    logLine('warn', 'saved_view_count_failed', { message: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/**
 * The tabs above a list, for its server page: the views the signed-in user sees and the live
 * count of each (and of «Все»), read in parallel with one-row pages through the list's own
 * loader. A store that cannot be read leaves only «Все»: the list itself still shows.
 */
export async function loadViewTabs(list: ViewList, filterKeys: readonly string[] | undefined, load: LoadRows): Promise<ViewTabs> {
  let views: SavedView[] = [];
  try {
    const session = await getSession();
    if (session) views = await listViews(await getStore(), await actorOf(session), list);
  } catch (error) {
    logLine('error', 'saved_views_unreadable', { list, message: error instanceof Error ? error.message : String(error) });
  }
  const [allCount, ...counts] = await Promise.all([countOf(load, '', filterKeys), ...views.map((view) => countOf(load, view.query, filterKeys))]);
  return { list, allCount, views: views.map((view, index): ViewTab => ({ ...view, count: counts[index] ?? null })) };
}
