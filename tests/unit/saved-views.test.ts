/**
 * @jest-environment node
 *
 * Saved views in the BFF's store, on SQLite and on a real PostgreSQL: what each user sees
 * (the company's views and their own), the name rules, and who may delete.
 */
import type { Actor } from '@/lib/server/store/actor';
import { ViewError, createView, deleteView, listViews, readNewView } from '@/lib/views/server';
import { sameViewQuery, viewQuery } from '@/lib/views/types';
import { describeEachEngine } from '../helpers/store-engines';

jest.mock('server-only', () => ({}));

const actor = (userKey: string, tenant: string | null, role: Actor['role'] = 'chief'): Actor => ({ role, userKey, userName: userKey, tenant, sid: `sid-${userKey}` });
const anna = actor('anna', 'company:1');
const oleg = actor('oleg', 'company:1');
const maria = actor('maria', 'company:3');
const admin = actor('admin', null, 'admin');
const otherAdmin = actor('admin-2', null, 'admin');

async function refusal(run: () => Promise<unknown>): Promise<ViewError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ViewError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the query a view keeps', () => {
  it('drops the page number and empty values, keeps the rest as the URL held it', () => {
    expect(viewQuery('?status=1%2C5&page=3&search=&sort=-created_at')).toBe('status=1%2C5&sort=-created_at');
  });

  it('matches regardless of order and page', () => {
    expect(sameViewQuery('status=1&sort=-total', 'sort=-total&page=2&status=1')).toBe(true);
    expect(sameViewQuery('status=1', 'status=1&perPage=50')).toBe(false);
    expect(sameViewQuery('', 'page=4')).toBe(true);
  });

  it('reads what a browser sent: the list, a trimmed name of 1–60 characters, shared only when true', () => {
    expect(readNewView({ list: 'orders', name: '  Новые   заказы ', query: 'page=2&status=1', shared: 'yes' })).toEqual({ list: 'orders', name: 'Новые заказы', query: 'status=1', shared: false });
    expect(() => readNewView({ list: 'users', name: 'x', query: '' })).toThrow(ViewError);
    expect(() => readNewView({ list: 'orders', name: '   ', query: '' })).toThrow('Введите название');
    expect(readNewView({ list: 'orders', name: 'я'.repeat(60), query: '' }).name).toHaveLength(60);
    expect(() => readNewView({ list: 'orders', name: 'я'.repeat(61), query: '' })).toThrow('Не более 60 символов');
  });
});

describeEachEngine((engine) => {
  beforeEach(async () => {
    await engine.store.deleteFrom('saved_views').execute();
  });

  const names = async (who: Actor, list: 'orders' | 'clients' = 'orders') => (await listViews(engine.store, who, list)).map((view) => view.name);

  it('a company view is seen by every user of the company and by no other company', async () => {
    const saved = await createView(engine.store, anna, { list: 'orders', name: 'Новые', query: 'status=1&page=2', shared: true }, new Date('2026-11-25T09:00:00.000Z'));
    expect(saved).toEqual({ id: expect.any(Number), list: 'orders', name: 'Новые', query: 'status=1', shared: true, mine: true, createdAt: '2026-11-25T09:00:00.000Z' });
    expect(await listViews(engine.store, oleg, 'orders')).toEqual([{ ...saved, mine: false }]);
    expect(await names(maria)).toEqual([]);
    expect(await names(anna, 'clients')).toEqual([]);
  });

  it('a personal view is seen only by its owner', async () => {
    await createView(engine.store, anna, { list: 'orders', name: 'Мои', query: 'sort=-total', shared: false });
    expect(await names(anna)).toEqual(['Мои']);
    expect(await names(oleg)).toEqual([]);
    expect(await names(maria)).toEqual([]);
  });

  it('lists the company’s and the user’s own views, oldest first', async () => {
    await createView(engine.store, anna, { list: 'orders', name: 'Б', query: 'status=2', shared: true }, new Date('2026-11-25T09:00:00.000Z'));
    await createView(engine.store, oleg, { list: 'orders', name: 'А', query: 'status=3', shared: false }, new Date('2026-11-25T10:00:00.000Z'));
    await createView(engine.store, anna, { list: 'orders', name: 'В', query: 'status=4', shared: false }, new Date('2026-11-25T11:00:00.000Z'));
    expect(await names(oleg)).toEqual(['Б', 'А']);
    expect(await names(anna)).toEqual(['Б', 'В']);
  });

  it('refuses a name already among the views the user sees, in any letter case', async () => {
    await createView(engine.store, anna, { list: 'orders', name: 'Новые', query: 'status=1', shared: true });
    const taken = await refusal(() => createView(engine.store, oleg, { list: 'orders', name: 'новые', query: 'status=2', shared: false }));
    expect(taken).toMatchObject({ status: 422, text: 'Вид с таким названием уже есть', fields: { name: ['Вид с таким названием уже есть'] } });
    // Another list, or a name only someone else sees, is free.
    await createView(engine.store, oleg, { list: 'clients', name: 'Новые', query: '', shared: false });
    await createView(engine.store, oleg, { list: 'orders', name: 'Мои', query: '', shared: false });
    await createView(engine.store, anna, { list: 'orders', name: 'Мои', query: 'sort=name', shared: false });
    await createView(engine.store, maria, { list: 'orders', name: 'Новые', query: 'status=1', shared: true });
  });

  it('only the user who saved a view deletes it; another company’s or user’s view is not found', async () => {
    const shared = await createView(engine.store, anna, { list: 'orders', name: 'Новые', query: 'status=1', shared: true });
    const own = await createView(engine.store, anna, { list: 'orders', name: 'Мои', query: 'sort=-total', shared: false });
    expect(await refusal(() => deleteView(engine.store, maria, shared.id))).toMatchObject({ status: 404 });
    expect(await refusal(() => deleteView(engine.store, oleg, own.id))).toMatchObject({ status: 404 });
    expect(await refusal(() => deleteView(engine.store, oleg, shared.id))).toMatchObject({ status: 403, text: 'Удалить вид может только тот, кто его сохранил' });
    expect(await refusal(() => deleteView(engine.store, admin, shared.id))).toMatchObject({ status: 404 });
    await deleteView(engine.store, anna, shared.id);
    await deleteView(engine.store, anna, own.id);
    expect(await names(anna)).toEqual([]);
    expect(await refusal(() => deleteView(engine.store, anna, own.id))).toMatchObject({ status: 404 });
  });

  it('administrators share views among themselves, apart from every company; a user without a company has none', async () => {
    await createView(engine.store, admin, { list: 'companies', name: 'Активные', query: 'active=true', shared: true });
    expect((await listViews(engine.store, otherAdmin, 'companies')).map((view) => view.name)).toEqual(['Активные']);
    expect(await listViews(engine.store, anna, 'companies')).toEqual([]);
    const newcomer = actor('igor', null);
    expect(await listViews(engine.store, newcomer, 'orders')).toEqual([]);
    expect(await refusal(() => createView(engine.store, newcomer, { list: 'orders', name: 'x', query: '', shared: false }))).toMatchObject({ status: 403 });
  });
});
