/** @jest-environment node */
import { DEMO_ACCOUNTS } from '@/mocks/seed';
import { signIn, withTestUpstream } from './helpers';

const api = withTestUpstream();

describe('demo faults (/__demo/faults)', () => {
  it('make one call answer the given error until removed, leaving the others alone', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const products = await api.get('/dashboard/v1/chief/market/products?per_page=2', token);
    const [first, second] = products.body.data.data as { id: number }[];
    const path = `/dashboard/v1/chief/products/${first!.id}`;
    expect((await api.post('/__demo/faults', { method: 'put', path, status: 500, error: 'Сбой склада' })).status).toBe(201);

    expect(await api.put(path, { is_active: false }, token)).toEqual({ status: 500, body: { error: 'Сбой склада', data: {} } });
    expect((await api.put(`/dashboard/v1/chief/products/${second!.id}`, { is_active: false }, token)).status).toBe(200);
    expect((await api.get(path, token)).status).toBe(200);

    expect((await api.request('DELETE', `/__demo/faults?path=${encodeURIComponent(path)}`)).body).toEqual({ removed: 1 });
    expect((await api.put(path, { is_active: false }, token)).status).toBe(200);
  });

  it('match query parameters when given, and may only hold a call back before it goes through', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const path = '/dashboard/v1/chief/market/orders';
    const fault = { method: 'GET', path, query: { page: '2', min_total: '7' }, status: 500, error: 'Сбой выгрузки' };
    expect((await api.post('/__demo/faults', fault)).status).toBe(201);
    try {
      expect((await api.get(`${path}?page=2&per_page=100&min_total=7`, token)).body.error).toBe('Сбой выгрузки');
      expect((await api.get(`${path}?page=1&per_page=100&min_total=7`, token)).status).toBe(200);
      expect((await api.get(`${path}?page=2&per_page=100&min_total=8`, token)).status).toBe(200);
      expect((await api.get(`${path}?page=2`, token)).status).toBe(200);
    } finally {
      await api.request('DELETE', `/__demo/faults?path=${encodeURIComponent(path)}`);
    }

    expect((await api.post('/__demo/faults', { method: 'GET', path, query: { min_total: '9' }, delayMs: 400 })).status).toBe(201);
    try {
      const started = Date.now();
      const slow = await api.get(`${path}?min_total=9`, token);
      expect(Date.now() - started).toBeGreaterThanOrEqual(380);
      expect(slow.status).toBe(200);
      expect(slow.body.data.data.length).toBeGreaterThan(0);
    } finally {
      await api.request('DELETE', `/__demo/faults?path=${encodeURIComponent(path)}`);
    }
    expect((await api.post('/__demo/faults', { method: 'GET', path, query: 'page=2' })).status).toBe(422);
  });

  it('remove by id only the fault that was added, leaving another on the same path (parallel tests)', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const path = '/dashboard/v1/chief/market/orders';
    const mine = await api.post('/__demo/faults', { method: 'GET', path, query: { min_total: '11' }, status: 500, error: 'Мой сбой' });
    const theirs = await api.post('/__demo/faults', { method: 'GET', path, query: { min_total: '12' }, status: 500, error: 'Чужой сбой' });
    const [mineId, theirsId] = [mine.body.id, theirs.body.id] as number[];
    expect(mineId).not.toBe(theirsId);
    try {
      expect((await api.request('DELETE', `/__demo/faults?id=${mineId}`)).body).toEqual({ removed: 1 });
      expect((await api.get(`${path}?min_total=11`, token)).status).toBe(200);
      expect((await api.get(`${path}?min_total=12`, token)).body.error).toBe('Чужой сбой');
    } finally {
      await api.request('DELETE', `/__demo/faults?id=${theirsId}`);
    }
    expect((await api.get(`${path}?min_total=12`, token)).status).toBe(200);
  });

  it('refuses a fault outside /dashboard', async () => {
    expect((await api.post('/__demo/faults', { method: 'GET', path: '/__demo/codes/last' })).status).toBe(422);
  });
});
