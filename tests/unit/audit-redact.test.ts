/** @jest-environment node */
import { HIDDEN, redactFields } from '@/lib/server/store/audit/redact';
import { actionName, resourceLabel, resourceOf } from '@/lib/audit/resources';

describe('the redaction rule', () => {
  it('hides secrets by key, whatever their case or separators', () => {
    expect(
      redactFields({ password: 'p@ss', new_password: 'x', accessToken: 't', code: '1234', sms_code: '9', apiKey: 'k', client_secret: 's', Authorization: 'Bearer x', cookie: 'a=b', cvv: '123' }),
    ).toEqual({ password: HIDDEN, new_password: HIDDEN, accessToken: HIDDEN, code: HIDDEN, sms_code: HIDDEN, apiKey: HIDDEN, client_secret: HIDDEN, Authorization: HIDDEN, cookie: HIDDEN, cvv: HIDDEN });
  });

  it('keeps the last two digits of a phone, the first letter and domain of an e-mail, hides a birthday', () => {
    expect(redactFields({ phone: '+7 (912) 345-67-89', contact_phone: 79123456745, email: 'ivan.petrov@example.ru', birthday: '1990-01-01' })).toEqual({
      phone: '***89',
      contact_phone: '***45',
      email: 'i***@example.ru',
      birthday: HIDDEN,
    });
  });

  it('recognises e-mails and card numbers by shape under any key, nested and in arrays', () => {
    expect(redactFields({ note: { to: 'anna@shop.ru' }, items: [{ pay: '4242 4242 4242 4242' }], card_number: '5555-5555-5555-4444' })).toEqual({
      note: { to: 'a***@shop.ru' },
      items: [{ pay: '**** 4242' }],
      card_number: '**** 4444',
    });
  });

  it('leaves ordinary fields alone and bounds the size', () => {
    const long = 'а'.repeat(1000);
    const out = redactFields({ title: 'Осенняя распродажа', isActive: true, sort: 3, price: 1200, text: long, ids: Array.from({ length: 60 }, (_, i) => i) }) as Record<string, unknown>;
    expect(out).toMatchObject({ title: 'Осенняя распродажа', isActive: true, sort: 3, price: 1200 });
    expect((out.text as string).length).toBe(301);
    expect(out.ids).toHaveLength(51);
    // A plain number is not mistaken for a card.
    expect(redactFields({ total: '1234567890123' })).toEqual({ total: '1234567890123' });
  });
});

describe('resources and labels', () => {
  it('names the resource and its id from the path, longest prefix first', () => {
    expect(resourceOf('market/orders/7/item/3')).toEqual({ type: 'orders', name: 'Заказ', id: '7' });
    expect(resourceOf('banners/12')).toEqual({ type: 'banners', name: 'Баннер', id: '12' });
    expect(resourceOf('market/stores')).toEqual({ type: 'shops', name: 'Магазин', id: null });
    expect(resourceOf('market')).toMatchObject({ type: 'market', id: null });
    expect(resourceOf('loyalty/bonus/level/2')).toMatchObject({ type: 'bonus-levels', id: '2' });
    expect(resourceOf('products/5/offers/9')).toMatchObject({ type: 'products', name: 'Товар', id: '5' });
    expect(resourceOf('market/products/5')).toMatchObject({ type: 'products', id: '5' });
    expect(resourceOf('about/4/images/1')).toMatchObject({ type: 'sections', name: 'Раздел', id: '4' });
    expect(resourceOf('somewhere/new/8')).toEqual({ type: 'somewhere', name: 'Запись', id: '8' });
  });

  it('labels from the body name, title, address or number, else the id', () => {
    expect(resourceLabel('Баннер', '12', { title: 'Осенняя распродажа' })).toBe('Баннер «Осенняя распродажа»');
    expect(resourceLabel('Магазин', null, { address: 'ул. Ленина, 1' })).toBe('Магазин «ул. Ленина, 1»');
    expect(resourceLabel('Заказ', '7', { number: 1042 })).toBe('Заказ №1042');
    expect(resourceLabel('Баннер', '12', { parts: ['title', 'image'] })).toBe('Баннер №12');
    expect(resourceLabel('Главная страница', null, undefined)).toBe('Главная страница');
  });

  it('names the action', () => {
    expect(actionName('POST', 'banners', 'banners')).toBe('Создание');
    expect(actionName('POST', 'banners', 'banners/12')).toBe('Изменение');
    expect(actionName('PATCH', 'orders', 'market/orders/7')).toBe('Изменение');
    expect(actionName('DELETE', 'news', 'news/3')).toBe('Удаление');
    expect(actionName('POST', 'session', 'auth/complete')).toBe('Вход');
    expect(actionName('GET', 'export', 'export/orders')).toBe('Выгрузка');
  });
});
