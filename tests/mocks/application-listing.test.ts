/** @jest-environment node */
import { imagePixelSize } from '@/mocks/image-size';
import { DEMO_ACCOUNTS } from '@/mocks/seed';
import type { DemoUpstream } from '@/mocks/server';
import { solidPng } from '../helpers/png';
import { clientFor, signIn, startTestUpstream, type Client } from './helpers';

const CHIEF = '/dashboard/v1/chief';
let upstream: DemoUpstream;
let api: Client;
beforeAll(async () => {
  ({ upstream, api } = await startTestUpstream());
});
afterAll(() => upstream.close());
beforeEach(() => api.post('/__demo/reset'));

async function multipart(path: string, token: string, parts: [string, string | File][]) {
  const form = new FormData();
  for (const [key, value] of parts) form.append(key, value);
  const response = await fetch(`${upstream.url}${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json() };
}

const png = (name: string, width: number, height: number) => new File([new Uint8Array(solidPng(width, height))], name, { type: 'image/png' });

describe('image-size', () => {
  it('reads PNG and JPEG headers', () => {
    expect(imagePixelSize(new Uint8Array(solidPng(1024, 500)))).toEqual({ width: 1024, height: 500 });
    // A minimal JPEG: SOI, an APP0 segment, then SOF0 with height 300 and width 640.
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x02, 0x80, 0x03, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
    expect(imagePixelSize(jpeg)).toEqual({ width: 640, height: 300 });
    expect(imagePixelSize(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});

describe('application listings', () => {
  it('GET application carries the seeded iOS and Android listings', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const reply = await api.get(`${CHIEF}/application`, token);
    expect(reply.status).toBe(200);
    expect(reply.body.data.ios).toMatchObject({
      title: 'Кофейня «Утро»',
      support_url: 'https://utrocoffee.ru/support',
      images: { iphone67: [], iphone65: [], iphone55: [], ipad129: [] },
      contacts: { email: 'app@utrocoffee.ru' },
    });
    expect(reply.body.data.android).toMatchObject({
      title: 'Кофейня «Утро»',
      default_language: 'ru-RU',
      images: { market_banner: null, market_image: [] },
    });
  });

  it('PUT application/android keeps the Play Market limits and the link rule', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const refused = await api.put(
      `${CHIEF}/application/android`,
      { title: 'я'.repeat(31), short_description: 'я'.repeat(81), description: 'я'.repeat(4001), user_delete_form_url: 'не ссылка' },
      token,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.data).toEqual({
      title: ['Поле "Название" должно быть не длиннее 30 символов'],
      short_description: ['Поле "Краткое описание" должно быть не длиннее 80 символов'],
      description: ['Поле "Полное описание" должно быть не длиннее 4000 символов'],
      user_delete_form_url: ['Некорректная ссылка. Укажите правильный URL'],
    });
    const saved = await api.put(
      `${CHIEF}/application/android`,
      { title: 'я'.repeat(30), short_description: 'я'.repeat(80), description: 'я'.repeat(4000), app_category: 'SHOPPING' },
      token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.android).toMatchObject({ title: 'я'.repeat(30), app_category: 'SHOPPING' });
    // Fields not sent keep their values.
    expect(saved.body.data.android.user_delete_form_url).toBe('https://utrocoffee.ru/delete-account');
  });

  it('POST application/android takes a 1024×500 banner only and 2 to 10 images at 16:9', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const path = `${CHIEF}/application/android`;
    const wrongBanner = await multipart(path, token, [['market_banner', png('b.png', 1000, 500)]]);
    expect(wrongBanner.status).toBe(422);
    expect(wrongBanner.body.data.market_banner).toEqual(['Разрешение изображения не соответствует требованию']);
    const banner = await multipart(path, token, [['market_banner', png('b.png', 1024, 500)]]);
    expect(banner.status).toBe(200);
    expect(banner.body.data.android.images.market_banner.preview_url).toMatch(/^\/dashboard\/v1\/media\/home\//);

    const one = await multipart(path, token, [['market_image[]', png('1.png', 640, 360)]]);
    expect(one.status).toBe(422);
    expect(one.body.data.market_image).toEqual(['Нужно от 2 до 10 изображений']);
    const square = await multipart(path, token, [
      ['market_image[]', png('1.png', 640, 360)],
      ['market_image[]', png('2.png', 400, 400)],
    ]);
    expect(square.body.data.market_image).toEqual(['Разрешение изображения не соответствует требованию']);
    const small = await multipart(path, token, [
      ['market_image[]', png('1.png', 640, 360)],
      ['market_image[]', png('2.png', 320, 180)],
    ]);
    expect(small.status).toBe(422);
    const two = await multipart(path, token, [
      ['market_image[]', png('1.png', 640, 360)],
      ['market_image[]', png('2.png', 360, 640)],
    ]);
    expect(two.status).toBe(200);
    expect(two.body.data.android.images.market_image).toHaveLength(2);
    const nine = Array.from({ length: 9 }, (_, i) => ['market_image[]', png(`${i}.png`, 640, 360)] as [string, File]);
    const tooMany = await multipart(path, token, nine);
    expect(tooMany.body.data.market_image).toEqual(['Нужно от 2 до 10 изображений']);
    const gif = await multipart(path, token, [['market_banner', new File([new Uint8Array(solidPng(1024, 500))], 'b.gif')]]);
    expect(gif.body.data.market_banner).toEqual(['Формат изображения не соответствует требованию']);
  });

  it('takes a logo, screenshots and contacts, and DELETE media removes a file with its params', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.baker);
    const logo = await multipart(`${CHIEF}/application/main`, token, [['logo', new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg')]]);
    expect(logo.status).toBe(200);
    const logoUrl: string = logo.body.data.logo;
    expect(logoUrl).toMatch(/^\/dashboard\/v1\/media\/home\//);
    const served = await fetch(`${upstream.url}${logoUrl}`);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    const gif = await multipart(`${CHIEF}/application/main`, token, [['logo', new File(['x'], 'logo.gif')]]);
    expect(gif.body.data.logo).toEqual(['Формат изображения не соответствует требованию']);

    const shots = await multipart(`${CHIEF}/application/ios`, token, [
      ['device', 'iphone67'],
      ['images[]', png('a.png', 1290, 2796)],
    ]);
    expect(shots.status).toBe(200);
    const [shot] = shots.body.data.ios.images.iphone67;
    expect(shot.uuid).toEqual(expect.any(String));

    const contacts = await api.put(`${CHIEF}/application/ios/contacts`, { name: 'Мария', email: 'нет' }, token);
    expect(contacts.body.data).toEqual({ email: ['Поле "E-mail" должно содержать валидный адрес'] });
    const ios = await api.put(`${CHIEF}/application/ios`, { title: 'Хлеб', support_url: 'hleb' }, token);
    expect(ios.body.data).toEqual({ support_url: ['Некорректная ссылка. Укажите правильный URL'] });

    const client = clientFor(upstream.url);
    const wrongPlace = await client.request('DELETE', `/dashboard/v1/media?collection=logo&uuid=${shot.uuid}`, { token });
    expect(wrongPlace.status).toBe(404);
    const removed = await client.request('DELETE', `/dashboard/v1/media?collection=ios&uuid=${shot.uuid}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body.data.ios.images.iphone67).toEqual([]);
    const logoGone = await client.request('DELETE', `/dashboard/v1/media?collection=logo&uuid=${logoUrl.split('/').pop()}`, { token });
    expect(logoGone.body.data.logo).toBeNull();
    // Another company's token cannot remove this company's files.
    const other = await signIn(api, DEMO_ACCOUNTS.chief);
    const again = await multipart(`${CHIEF}/application/main`, token, [['logo', new File(['<svg/>'], 'l.svg')]]);
    const uuid = (again.body.data.logo as string).split('/').pop();
    expect((await client.request('DELETE', `/dashboard/v1/media?collection=logo&uuid=${uuid}`, { token: other })).status).toBe(404);
  });

  it('keeps a store icon for each listing and removes it by its collection', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.baker);
    const ios = await multipart(`${CHIEF}/application/ios`, token, [['app_icon', png('icon.png', 1024, 1024)]]);
    expect(ios.status).toBe(200);
    const iosIcon = ios.body.data.ios.app_icon;
    expect(iosIcon.preview_url).toBe(`/dashboard/v1/media/home/${iosIcon.uuid}`);
    const android = await multipart(`${CHIEF}/application/android`, token, [['app_icon', png('icon.png', 512, 512)]]);
    expect(android.status).toBe(200);
    const androidIcon = android.body.data.android.app_icon;
    const gif = await multipart(`${CHIEF}/application/android`, token, [['app_icon', new File(['x'], 'icon.gif')]]);
    expect(gif.body.data).toEqual({ app_icon: ['Формат изображения не соответствует требованию'] });

    const client = clientFor(upstream.url);
    expect((await client.request('DELETE', `/dashboard/v1/media?collection=ios_icon&uuid=${androidIcon.uuid}`, { token })).status).toBe(404);
    const gone = await client.request('DELETE', `/dashboard/v1/media?collection=android_icon&uuid=${androidIcon.uuid}`, { token });
    expect(gone.body.data.android.app_icon).toBeNull();
    expect(gone.body.data.ios.app_icon.uuid).toBe(iosIcon.uuid);
    const unknown = await client.request('DELETE', `/dashboard/v1/media?collection=avatar&uuid=${iosIcon.uuid}`, { token });
    expect(unknown.status).toBe(422);
  });
});
