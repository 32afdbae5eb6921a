/**
 * @jest-environment node
 */
/** The demo upstream's section images, ordering, contacts, networks and menu icons (§7). */
import { DEMO_ACCOUNTS } from '@/mocks/seed';
import type { DemoUpstream } from '@/mocks/server';
import { signIn, startTestUpstream, type Client } from './helpers';

const CHIEF = '/dashboard/v1/chief';
let upstream: DemoUpstream;
let api: Client;
beforeAll(async () => {
  ({ upstream, api } = await startTestUpstream());
});
afterAll(() => upstream.close());
beforeEach(() => api.post('/__demo/reset'));

async function upload(path: string, token: string, files: File[]) {
  const form = new FormData();
  for (const file of files) form.append('images[]', file);
  const response = await fetch(`${upstream.url}${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json() };
}

const png = (name = 'photo.png', bytes = 64) => new File([new Uint8Array(bytes).fill(7)], name, { type: 'image/png' });

describe('section images', () => {
  it('pages the seeded gallery by 15 and serves the images', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const first = await api.get(`${CHIEF}/about/2?page=1`, token);
    expect(first.body.data).toMatchObject({ id: 2, type: 'photo', images: { pagination: { total: 23, total_pages: 2, current_page: 1, per_page: 15 } } });
    expect(first.body.data.images.data).toHaveLength(15);
    const second = await api.get(`${CHIEF}/about/2?page=2`, token);
    expect(second.body.data.images.data).toHaveLength(8);
    const firstIds = first.body.data.images.data.map((i: { id: number }) => i.id);
    expect(second.body.data.images.data.some((i: { id: number }) => firstIds.includes(i.id))).toBe(false);
    const served = await fetch(`${upstream.url}${first.body.data.images.data[0].preview_url}`);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    const text = await api.get(`${CHIEF}/about/1`, token);
    expect(text.body.data.images).toBeUndefined();
    expect(text.body.data.content).toContain('Кофейня');
  });

  it('uploads several images, refuses wrong ones with the §5 messages, deletes', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const bad = await upload(`${CHIEF}/about/3`, token, [png('a.gif'), png('big.png', 3145729)]);
    expect(bad.status).toBe(422);
    expect(bad.body.data.images).toEqual(['Формат изображения не соответствует требованию, Размер файла превышает установленные значения']);
    const added = await upload(`${CHIEF}/about/3`, token, [png('a.png'), png('b.jpg')]);
    expect(added.status).toBe(201);
    expect(added.body.data).toHaveLength(2);
    const list = await api.get(`${CHIEF}/about/3`, token);
    expect(list.body.data.images.pagination.total).toBe(6);
    const id = added.body.data[0].id;
    expect((await api.request('DELETE', `${CHIEF}/about/3/images/${id}`, { token })).status).toBe(200);
    expect((await api.get(`${CHIEF}/about/3`, token)).body.data.images.pagination.total).toBe(5);
    expect((await api.request('DELETE', `${CHIEF}/about/3/images/${id}`, { token })).status).toBe(404);
    expect((await upload(`${CHIEF}/about/1`, token, [png()])).status).toBe(422);
  });

  it('keeps images of other companies out of reach', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.baker);
    expect((await upload(`${CHIEF}/about/2`, token, [png()])).status).toBe(404);
    expect((await api.request('DELETE', `${CHIEF}/about/2/images/1`, { token })).status).toBe(404);
  });
});

describe('section updates', () => {
  it('moves a section to a new position and renumbers the rest', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const moved = await api.put(`${CHIEF}/about/4`, { sort: 0 }, token);
    expect(moved.status).toBe(200);
    const list = await api.get(`${CHIEF}/about`, token);
    expect(list.body.data.map((s: { id: number; sort: number }) => [s.id, s.sort])).toEqual([[4, 0], [1, 1], [2, 2], [3, 3]]);
    expect((await api.put(`${CHIEF}/about/4`, { sort: -1 }, token)).status).toBe(422);
  });

  it('renames, toggles and stores the content; refuses a taken title', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const saved = await api.put(`${CHIEF}/about/4`, { title: 'Работа у нас', is_active: true, content: '<p><b>Ждём</b></p>' }, token);
    expect(saved.body.data).toMatchObject({ title: 'Работа у нас', is_active: true, content: '<p><b>Ждём</b></p>' });
    const taken = await api.put(`${CHIEF}/about/4`, { title: 'О компании' }, token);
    expect(taken.body.data.title).toEqual(['Раздел с таким названием уже есть']);
  });
});

describe('contacts', () => {
  it('answers the contacts and networks, saves valid changes', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const got = await api.get(`${CHIEF}/contact-info`, token);
    expect(got.body.data).toMatchObject({ phone: '74951234567', email: 'hello@utro-coffee.ru', networks: [{ network: 'vk' }, { network: 'telegram' }] });
    const networks = await api.get(`${CHIEF}/contact-info/networks`, token);
    expect(networks.body.data).toContainEqual({ name: 'vk', title: 'ВКонтакте' });
    const body = { phone: '9161112233', email: 'new@utro.ru', site: 'utro.ru', address: 'Москва', networks: [{ network: 'youtube', url: 'https://youtube.com/@utro' }] };
    const saved = await api.put(`${CHIEF}/contact-info`, body, token);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ ...body, phone: '79161112233' });
    expect((await api.get(`${CHIEF}/contact-info`, token)).body.data.networks).toEqual(body.networks);
  });

  it('answers field errors with the §5 messages', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const bad = await api.put(
      `${CHIEF}/contact-info`,
      { phone: '123', email: 'nope', site: 'not a url', networks: [{ network: 'vk', url: 'плохо' }, { network: 'myspace', url: 'https://x.ru' }] },
      token,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.data).toEqual({
      phone: ['Поле "Телефон" должно содержать валидный номер'],
      email: ['Поле "E-mail" должно содержать валидный адрес'],
      site: ['Некорректная ссылка. Укажите правильный URL'],
      'networks.0.url': ['Некорректная ссылка. Укажите правильный URL'],
      'networks.1.network': ['Неизвестная соцсеть'],
    });
  });
});

describe('menu icons', () => {
  it('lists the icons and sets one on a menu section', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const icons = await api.get(`${CHIEF}/menu-items/icons`, token);
    expect(icons.body.data.length).toBeGreaterThan(5);
    const set = await api.put(`${CHIEF}/menu-items/2`, { icon: 'photo' }, token);
    expect(set.body.data).toMatchObject({ id: 2, icon: 'photo', title: 'Наш интерьер' });
    expect((await api.get(`${CHIEF}/menu-items`, token)).body.data.find((m: { id: number }) => m.id === 2).icon).toBe('photo');
    expect((await api.put(`${CHIEF}/menu-items/2`, { icon: 'rocket' }, token)).body.data.icon).toEqual(['Выберите иконку из списка']);
    expect((await api.put(`${CHIEF}/menu-items/2`, { title: 'Интерьер' }, token)).body.data.icon).toBe('photo');
  });
});
