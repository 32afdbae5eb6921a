/**
 * @jest-environment node
 *
 * The order slip of the print pages (lib/orders/print-server.ts) read from a real HTTP upstream
 * answering in snake_case: every value in the words and formats the paper shows, the company's
 * heading from the profile, a scannable QR code of the payment link, and a «не найден» block for
 * an order that is not there (or not this company's) while the other orders still print.
 */
import jsQR from 'jsqr';
import { parsePrintIds, MAX_PRINT_ORDERS } from '@/lib/orders/print';
import { loadPrintEntries, loadPrintEntry, slipCompany, type OrderSlip, type PrintEntry } from '@/lib/orders/print-server';
import type { QrSvg } from '@/lib/orders/qr-svg';
import type { SessionData } from '@/lib/server/session/cookie';
import { allowConsole } from '../helpers/console-guard';
import { answeringUpstream } from '../helpers/fake-upstream';
import { makeSession, useUpstream } from '../helpers/proxy-env';

const mockSession: { current: SessionData | null } = { current: null };
jest.mock('server-only', () => ({}));
jest.mock('@/lib/server/session/get-session', () => ({ getSession: async () => mockSession.current }));
jest.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-url': '/orders/print' }) }));

const { answer, seen } = answeringUpstream({ error: 'Заказ не найден', data: null }, useUpstream);

beforeEach(() => {
  mockSession.current = makeSession();
  answer('chief/profile/me', {
    data: {
      id: 1,
      name: 'Анна',
      email: 'anna@example.ru',
      phone: '79160000000',
      step: 'done',
      company: { id: 1, name: 'Кофейня «Утро»', legal_name: 'ООО «Утро»', inn: '7701234567', city: 'Москва', address: 'ул. Тверская, д. 1', phone: '74951234567' },
    },
  });
});

const PAYMENT_LINK = 'https://pay.demo-shop.ru/p/5-0a1b2c3d';

const order = {
  id: 5,
  number: '10007',
  created_at: '2026-03-02T07:05:00Z',
  updated_at: '2026-03-02T08:00:00Z',
  status: { id: 2, name: 'В работе', code: 'work', color: null },
  customer: { id: 3, name: 'Ирина Петрова', phone: '79161234567' },
  delivery_type: 'delivery',
  store: null,
  total: 3700.5,
  items_count: 3,
  is_paid: true,
  payment_system_id: 1,
  history: [],
  address: 'г. Москва, ул. Ленина, д. 5, кв. 12',
  comment: 'Позвонить за час',
  payment_system: { id: 1, name: 'ЮKassa' },
  payment_link: PAYMENT_LINK,
  delivery_cost: 300,
  lines_total: 3400.5,
  items: [
    { id: 1, name: 'Капучино', price: 250, quantity: 2, status: 'assembled', total: 500, product_id: 4, offer_id: null },
    { id: 2, name: 'Торт «Наполеон»', price: 2900.5, quantity: 1, status: 'new', total: 2900.5, product_id: 5, offer_id: null },
    { id: 3, name: 'Эклер', price: 120, quantity: 3, status: 'missing', total: 360, product_id: 6, offer_id: null },
  ],
};

/** Draws the slip's QR path into RGBA pixels (unit-high runs, `scale` px a module) and decodes it. */
function decodeQr({ size, path }: QrSvg, scale = 4): string | undefined {
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, run] of path.matchAll(/M(\d+),(\d+)h(\d+)v1h-\d+z/g)) {
    for (let dx = 0; dx < Number(run) * scale; dx += 1) {
      for (let dy = 0; dy < scale; dy += 1) {
        pixels.set([0, 0, 0, 255], ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4);
      }
    }
  }
  return jsQR(pixels, width, width)?.data;
}

const slipOf = (entry: PrintEntry): OrderSlip => {
  if (entry.kind !== 'slip') throw new Error(`expected a slip, got ${JSON.stringify(entry)}`);
  return entry.slip;
};

describe('the order slip', () => {
  it('maps the order and the company into the texts the paper shows', async () => {
    answer('chief/market/orders/5', { data: order });
    const slip = slipOf(await loadPrintEntry('5'));
    expect(slip).toMatchObject({
      id: 5,
      title: 'Заказ №10007',
      // 07:05 UTC in the display zone (Moscow), in the order card's format.
      createdAt: '02.03.2026 / 10:05',
      status: 'В работе',
      company: { name: 'Кофейня «Утро»', details: ['ООО «Утро»', 'ИНН 7701234567', 'Москва, ул. Тверская, д. 1', '+7 495 123-45-67'] },
      client: { name: 'Ирина Петрова', phone: '+7 916 123-45-67' },
      delivery: { type: 'Доставка', label: 'Адрес доставки', address: 'г. Москва, ул. Ленина, д. 5, кв. 12' },
      comment: 'Позвонить за час',
      linesTotal: '3 400,50 ₽',
      deliveryCost: '300 ₽',
      total: '3 700,50 ₽',
      payment: { status: 'Оплачен', system: 'ЮKassa' },
      paymentLink: PAYMENT_LINK,
    });
    expect(slip.lines).toEqual([
      { name: 'Капучино', quantity: '2', price: '250 ₽', sum: '500 ₽', note: null },
      { name: 'Торт «Наполеон»', quantity: '1', price: '2 900,50 ₽', sum: '2 900,50 ₽', note: null },
      { name: 'Эклер', quantity: '3', price: '120 ₽', sum: '360 ₽', note: 'Нет в наличии, не входит в сумму' },
    ]);
  });

  it('says the city once when the address already names it, and prints no heading without a company name', () => {
    expect(slipCompany({ id: 1, name: 'Утро', city: 'Москва', address: 'г. Москва, ул. Покровка, д. 12' })).toEqual({
      name: 'Утро',
      details: ['г. Москва, ул. Покровка, д. 12'],
    });
    expect(slipCompany({ id: 1, name: 'Утро', city: 'Казань' })).toEqual({ name: 'Утро', details: ['Казань'] });
    expect(slipCompany({ id: 1, name: '' })).toBeNull();
    expect(slipCompany(null)).toBeNull();
  });

  it('draws a QR code that scans back to the payment link, and none without a link', async () => {
    answer('chief/market/orders/5', { data: order });
    answer('chief/market/orders/6', { data: { ...order, id: 6, number: '10008', is_paid: false, payment_link: null } });
    const [paid, unpaid] = (await loadPrintEntries(['5', '6'])).map(slipOf);
    expect(decodeQr(paid!.paymentQr!)).toBe(PAYMENT_LINK);
    expect(unpaid).toMatchObject({ paymentLink: null, paymentQr: null, payment: { status: 'Не оплачен' } });
  });

  it('a pickup order shows its shop; fields the upstream did not send say «нет данных»', async () => {
    const { comment: _comment, customer: _customer, ...partial } = order;
    answer('chief/market/orders/7', {
      data: { ...partial, id: 7, delivery_type: 'pickup', store: { id: 2, address: 'ул. Арбат, д. 10' } },
    });
    const slip = slipOf(await loadPrintEntry('7'));
    expect(slip.delivery).toEqual({ type: 'Самовывоз', label: 'Магазин', address: 'ул. Арбат, д. 10' });
    expect(slip.client).toEqual({ name: 'нет данных', phone: 'нет данных' });
    expect(slip.comment).toBe('нет данных');
  });

  it('prints without the company heading when the profile cannot be read', async () => {
    allowConsole(/print_company_unreadable/);
    answer('chief/profile/me', { error: 'Сервис недоступен', data: null }, 503);
    answer('chief/market/orders/5', { data: order });
    expect(slipOf(await loadPrintEntry('5')).company).toBeNull();
  });
});

describe('a bulk print', () => {
  it('keeps the order of the ids; an unknown, foreign or malformed id gets its own «не найден» block', async () => {
    answer('chief/market/orders/5', { data: order });
    answer('chief/market/orders/6', { data: { ...order, id: 6, number: '10008' } });
    // The upstream answers another company's order as not found.
    answer('chief/market/orders/9', { error: 'Заказ не найден', data: null }, 404);
    const entries = await loadPrintEntries(['6', '9', 'abc', '5', '404']);
    expect(entries.map((entry) => (entry.kind === 'slip' ? entry.slip.title : entry.text))).toEqual([
      'Заказ №10008',
      'Заказ с id 9 не найден',
      'Заказ с id abc не найден',
      'Заказ №10007',
      'Заказ с id 404 не найден',
    ]);
    // A malformed id is never sent upstream.
    expect(seen().some((req) => req.url.includes('abc'))).toBe(false);
  });

  it('an upstream failure is said as such, not as «не найден»', async () => {
    allowConsole(/upstream_read_failed/);
    answer('chief/market/orders/5', { error: 'Сервис недоступен', data: null }, 503);
    expect(await loadPrintEntry('5')).toEqual({ kind: 'missing', id: '5', text: 'Не удалось загрузить заказ с id 5: Сервис недоступен' });
  });
});

describe('parsePrintIds', () => {
  it('splits, trims and drops repeats and empties', () => {
    expect(parsePrintIds(' 3,1,,3 , 2')).toEqual({ ids: ['3', '1', '2'], leftOut: 0 });
    expect(parsePrintIds(['1,2', '4'])).toEqual({ ids: ['1', '2', '4'], leftOut: 0 });
    expect(parsePrintIds(undefined)).toEqual({ ids: [], leftOut: 0 });
  });

  it(`keeps at most ${MAX_PRINT_ORDERS} ids and counts the rest`, () => {
    const ids = Array.from({ length: 105 }, (_, i) => String(i + 1));
    const parsed = parsePrintIds(ids.join(','));
    expect(parsed.ids).toEqual(ids.slice(0, MAX_PRINT_ORDERS));
    expect(parsed.leftOut).toBe(5);
  });
});
