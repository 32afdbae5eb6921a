/** @jest-environment node */
import { DEMO_ACCOUNTS } from '@/mocks/seed';
import { signIn, withTestUpstream } from './helpers';

const STORES = '/dashboard/v1/chief/market/stores';
const api = withTestUpstream();

const valid = {
  address: 'г. Москва, ул. Сретенка, д. 3',
  city: 'Москва',
  phone: '79161112233',
  working_hours: '09:00 - 21:00',
  latitude: 55.767,
  longitude: 37.632,
  is_active: true,
};

describe('shops (market/stores)', () => {
  it('lists the company shops with pagination, search and the activity filter', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const first = await api.get(`${STORES}?page=1&per_page=5`, token);
    expect(first.status).toBe(200);
    expect(first.body.data.pagination).toEqual({ total: 12, total_pages: 3, current_page: 1, per_page: 5 });
    expect(first.body.data.data[0]).toMatchObject({ id: 1, address: 'г. Москва, ул. Покровка, д. 12, стр. 1', city: 'Москва', working_hours: '08:00 - 22:00', is_active: true });
    const inactive = await api.get(`${STORES}?active=false`, token);
    expect(inactive.body.data.data.map((s: { is_active: boolean }) => s.is_active)).toEqual([false, false]);
    const search = await api.get(`${STORES}?search=${encodeURIComponent('арбат')}`, token);
    expect(search.body.data.data.map((s: { address: string }) => s.address)).toEqual(['г. Москва, ул. Арбат, д. 24', 'г. Москва, ул. Новый Арбат, д. 21']);
    const baker = await api.get(STORES, await signIn(api, DEMO_ACCOUNTS.baker));
    expect(baker.body.data.pagination.total).toBe(10);
    expect(baker.body.data.data[0].city).toBe('Санкт-Петербург');
  });

  it('gives the dropout as id and address', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const reply = await api.get(`${STORES}/dropout`, token);
    expect(reply.body.data).toHaveLength(12);
    expect(Object.keys(reply.body.data[0])).toEqual(['id', 'address']);
  });

  it('creates, reads, updates and deletes a shop', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const created = await api.post(STORES, { ...valid, phone: '+7 916 111-22-33' }, token);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject(valid);
    const id = created.body.data.id;
    const read = await api.get(`${STORES}/${id}`, token);
    expect(read.body.data.address).toBe(valid.address);
    const updated = await api.put(`${STORES}/${id}`, { ...valid, working_hours: '10:00 - 20:00', is_active: false }, token);
    expect(updated.body.data).toMatchObject({ working_hours: '10:00 - 20:00', is_active: false });
    expect((await api.request('DELETE', `${STORES}/${id}`, { token })).status).toBe(200);
    expect((await api.get(`${STORES}/${id}`, token)).body).toEqual({ error: 'Магазин не найден', data: {} });
  });

  it('answers 422 with every field message at once', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const reply = await api.post(STORES, { address: ' ', phone: '123', working_hours: '9-21', latitude: 95 }, token);
    expect(reply.status).toBe(422);
    expect(reply.body.data).toEqual({
      address: ['Поле "Адрес" является обязательным'],
      city: ['Поле "Город" является обязательным'],
      phone: ['Поле "Телефон" должно содержать валидный номер'],
      working_hours: ['Укажите часы работы в формате ЧЧ:ММ - ЧЧ:ММ'],
      latitude: ['Поле "Широта" должно быть числом от -90 до 90'],
    });
    const duplicate = await api.post(STORES, { ...valid, address: 'г. москва, ул. арбат, д. 24' }, token);
    expect(duplicate.body.data.address).toEqual(['Магазин с таким адресом уже есть']);
  });

  it('refuses to delete a shop with open pickup orders, and hides other companies shops', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const orders = await api.get('/dashboard/v1/chief/market/orders?per_page=100&status=1,2,3,4', token);
    const pickup = orders.body.data.data.find((o: { store: { id: number } | null }) => o.store);
    expect(pickup).toBeDefined();
    const reply = await api.request('DELETE', `${STORES}/${pickup.store.id}`, { token });
    expect(reply.status).toBe(422);
    expect(reply.body.error).toMatch(/^Нельзя удалить магазин: по нему есть незавершённые заказы \(\d+\)$/);
    const baker = await signIn(api, DEMO_ACCOUNTS.baker);
    expect((await api.get(`${STORES}/1`, baker)).status).toBe(404);
    expect((await api.request('DELETE', `${STORES}/1`, { token: baker })).status).toBe(404);
  });

  it('needs a signed-in company user', async () => {
    expect((await api.get(STORES)).status).toBe(401);
  });
});
