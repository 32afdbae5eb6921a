/** @jest-environment node */
import { DEMO_ACCOUNTS } from '@/mocks/seed';
import { signIn, withTestUpstream } from './helpers';

const ABOUT = '/dashboard/v1/chief/about';
const api = withTestUpstream();

describe('company sections (about)', () => {
  it('lists the company own sections in order, and templates with Russian names', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const list = await api.get(ABOUT, token);
    expect(list.body.data.map((s: { title: string }) => s.title)).toEqual(['О компании', 'Наш интерьер', 'Сертификаты', 'Вакансии']);
    const other = await api.get(ABOUT, await signIn(api, DEMO_ACCOUNTS.baker));
    expect(other.body.data.map((s: { title: string }) => s.title)).toEqual(['О пекарне', 'Производство']);
    const templates = await api.get(`${ABOUT}/templates`, token);
    expect(templates.body.data).toContainEqual({ name: 'license', name_ru: 'Сертификаты' });
  });

  it('creates with html_text by default, validates title and type, deletes', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const empty = await api.post(ABOUT, { title: ' ', type: 'nope' }, token);
    expect(empty.status).toBe(422);
    expect(empty.body.data).toEqual({ title: ['Поле "Название" является обязательным'], template: ['Выберите тип раздела'] });
    const duplicate = await api.post(ABOUT, { title: 'о компании' }, token);
    expect(duplicate.body.data.title).toEqual(['Раздел с таким названием уже есть']);
    const created = await api.post(ABOUT, { title: 'Доставка' }, token);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ title: 'Доставка', type: 'html_text', is_active: true });
    const id = created.body.data.id;
    expect((await api.get(`${ABOUT}/${id}`, token)).body.data.title).toBe('Доставка');
    expect((await api.request('DELETE', `${ABOUT}/${id}`, { token })).status).toBe(200);
    expect((await api.get(`${ABOUT}/${id}`, token)).status).toBe(404);
  });

  it('hides other companies sections', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.baker);
    expect((await api.get(`${ABOUT}/1`, token)).status).toBe(404);
    expect((await api.request('DELETE', `${ABOUT}/1`, { token })).status).toBe(404);
  });
});

describe('call-for-help', () => {
  it('records a request and answers with a message', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const reply = await api.get('/dashboard/v1/chief/application/call-for-help', token);
    expect(reply.body.data.message).toMatch(/Менеджер свяжется/);
    const seen = await api.get('/__demo/call-requests');
    expect(seen.body).toMatchObject({ count: 1, last: { user_id: 1, company_id: 1 } });
  });
});
