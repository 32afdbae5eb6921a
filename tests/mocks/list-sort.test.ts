/** @jest-environment node */
import { DEMO_ACCOUNTS } from '@/mocks/seed';
import { signIn, withTestUpstream } from './helpers';

/**
 * Every list the screens sort by a column honours `sort=field` / `sort=-field`; an
 * unknown field is ignored (the list keeps its own order), so a stale link still opens.
 */
const api = withTestUpstream();
const CHIEF = '/dashboard/v1/chief';

type Row = Record<string, unknown>;
type Value = (row: Row) => string | number;

async function rows(path: string, token: string, sort?: string): Promise<Row[]> {
  const reply = await api.get(`${path}?per_page=100${sort ? `&sort=${sort}` : ''}`, token);
  expect(reply.status).toBe(200);
  return reply.body.data.data as Row[];
}

const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'ru');

function expectOrdered(list: Row[], value: Value, direction: 1 | -1) {
  expect(list.length).toBeGreaterThan(1);
  for (let i = 1; i < list.length; i += 1) expect(direction * compare(value(list[i - 1]!), value(list[i]!))).toBeLessThanOrEqual(0);
}

const field = (key: string): Value => (row) => row[key] as string | number;

const CHIEF_LISTS: [path: string, sort: string, value: Value][] = [
  [`${CHIEF}/market/orders`, 'total', field('total')],
  [`${CHIEF}/market/orders`, 'created_at', field('created_at')],
  [`${CHIEF}/market/orders`, 'number', (row) => Number(row.number)],
  [`${CHIEF}/market/products`, 'base_price', field('base_price')],
  [`${CHIEF}/market/products`, 'name', field('name')],
  [`${CHIEF}/market/categories`, 'name', field('name')],
  [`${CHIEF}/market/categories`, 'sort', field('sort')],
  [`${CHIEF}/market/stores`, 'address', field('address')],
  [`${CHIEF}/market/stores`, 'city', field('city')],
  [`${CHIEF}/customers`, 'bonus_balance', field('bonus_balance')],
  [`${CHIEF}/customers`, 'created_at', field('created_at')],
  [`${CHIEF}/news`, 'published_at', field('published_at')],
  [`${CHIEF}/news`, 'title', field('title')],
];

describe('list sorting of the demo upstream', () => {
  it.each(CHIEF_LISTS)('%s sorts by %s both ways', async (path, sort, value) => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    expectOrdered(await rows(path, token, sort), value, 1);
    expectOrdered(await rows(path, token, `-${sort}`), value, -1);
  });

  it.each(['name', 'city', 'created_at'])('admin companies sort by %s both ways', async (sort) => {
    const token = await signIn(api, DEMO_ACCOUNTS.admin);
    const path = '/dashboard/v1/admin/companies';
    expectOrdered(await rows(path, token, sort), field(sort), 1);
    expectOrdered(await rows(path, token, `-${sort}`), field(sort), -1);
  });

  it('ignores an unknown sort field and keeps the list’s own order', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const own = await rows(`${CHIEF}/market/orders`, token);
    expect(await rows(`${CHIEF}/market/orders`, token, 'password')).toEqual(own);
    expect(await rows(`${CHIEF}/market/orders`, token, '-no_such_field')).toEqual(own);
    const news = await rows(`${CHIEF}/news`, token);
    expect(await rows(`${CHIEF}/news`, token, 'nonsense')).toEqual(news);
    expectOrdered(news, field('published_at'), -1);
  });
});
