import { ValidationError } from 'yup';
import type { Customer } from '@/lib/clients/api';
import type { Shop } from '@/lib/shops/api';
import { customerFormValues, toCustomerPayload } from '@/lib/clients/forms';
import { customerSchema } from '@/lib/clients/validation';
import { parseQuantity, toNewOrderItem, toOrderPayload } from '@/lib/orders/forms';
import { orderItemSchema, orderSchema } from '@/lib/orders/validation';
import { shopFormValues, toShopPayload } from '@/lib/shops/forms';
import { shopSchema } from '@/lib/shops/validation';

/** Field → first message of a failed validation. */
async function messagesOf(schema: { validate: (v: unknown, o: object) => Promise<unknown> }, values: unknown) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const result: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) result[inner.path!] ??= inner.errors[0]!;
    return result;
  }
}

const shop: Shop = {
  id: 3,
  address: 'г. Москва, ул. Арбат, д. 24',
  city: 'Москва',
  phone: '74951234502',
  workingHours: '08:00 - 23:00',
  latitude: 55.7503,
  longitude: null,
  isActive: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('shop form', () => {
  it('requires address, city, phone and hours; checks the phone, the time range and coordinates', async () => {
    expect(await messagesOf(shopSchema, { address: ' ', city: '', phone: '', workingHours: '', latitude: '', longitude: '', isActive: true })).toEqual({
      address: 'Поле "Адрес" является обязательным',
      city: 'Поле "Город" является обязательным',
      phone: 'Поле "Телефон" является обязательным',
      workingHours: 'Поле "Часы работы" является обязательным',
    });
    expect(
      await messagesOf(shopSchema, { address: 'A', city: 'B', phone: '+7 916 12', workingHours: '9:00 - 25:00', latitude: '91', longitude: 'east', isActive: true }),
    ).toEqual({
      phone: 'Поле "Телефон" должно содержать валидный номер',
      workingHours: 'Укажите часы работы в формате ЧЧ:ММ - ЧЧ:ММ',
      latitude: 'Поле "Широта" должно быть числом от -90 до 90',
      longitude: 'Поле "Долгота" должно быть числом от -180 до 180',
    });
  });

  it('fills the form from a shop and sends the phone bare, coordinates as numbers or null', async () => {
    const values = shopFormValues(shop);
    expect(values).toEqual({
      address: shop.address,
      city: 'Москва',
      phone: '+7 495 123-45-02',
      workingHours: '08:00 - 23:00',
      latitude: '55.7503',
      longitude: '',
      isActive: false,
    });
    expect(await messagesOf(shopSchema, values)).toEqual({});
    expect(toShopPayload({ ...values, latitude: '55,75' })).toEqual({
      address: shop.address,
      city: 'Москва',
      phone: '74951234502',
      workingHours: '08:00 - 23:00',
      latitude: 55.75,
      longitude: null,
      isActive: false,
    });
    expect(shopFormValues().isActive).toBe(true);
  });
});

const customer: Customer = {
  id: 1,
  name: 'Иванова Анна Сергеевна',
  phone: '79161234567',
  email: 'anna@mail.ru',
  status: 'Бонусный',
  bonusBalance: 1200,
  ordersCount: 3,
  createdAt: '2025-01-01T00:00:00.000Z',
  birthday: '1990-05-17',
  comment: '',
  ordersTotal: 5400,
  lastOrderAt: null,
};

describe('client form', () => {
  it('round-trips a client into the PUT payload', async () => {
    const values = customerFormValues(customer);
    expect(values.phone).toBe('+7 916 123-45-67');
    expect(values.birthday).toEqual(new Date(1990, 4, 17));
    expect(await messagesOf(customerSchema, values)).toEqual({});
    expect(toCustomerPayload(values)).toEqual({
      name: customer.name,
      phone: '79161234567',
      email: 'anna@mail.ru',
      birthday: '1990-05-17',
      status: 'Бонусный',
      comment: '',
    });
  });

  it('checks name, phone, e-mail, birthday and status', async () => {
    expect(
      await messagesOf(customerSchema, { name: 'anna@mail.ru', phone: '+7', email: 'anna@', birthday: new Date(Date.now() + 86_400_000), status: 'VIP', comment: '' }),
    ).toEqual({
      name: 'ФИО не может содержать адрес электронной почты',
      phone: 'Поле "Телефон" должно содержать валидный номер',
      email: 'Поле "E-mail" должно содержать валидный адрес',
      birthday: 'Проверьте дату рождения',
      status: expect.any(String),
    });
    expect(await messagesOf(customerSchema, { ...customerFormValues(customer), name: ' ', email: '' })).toEqual({
      name: 'Поле "ФИО" является обязательным',
    });
  });
});

describe('order forms', () => {
  it('asks for an address for a delivery and a shop for a pickup', async () => {
    const base = { address: '', storeId: null, paymentSystemId: 1, comment: '' };
    expect(await messagesOf(orderSchema, { ...base, deliveryType: 'delivery' })).toEqual({ address: 'Поле "Адрес доставки" является обязательным' });
    expect(await messagesOf(orderSchema, { ...base, deliveryType: 'pickup' })).toEqual({ storeId: 'Поле "Магазин" является обязательным' });
    expect(toOrderPayload({ ...base, deliveryType: 'pickup', storeId: 4, address: 'лишний' })).toEqual({
      deliveryType: 'pickup',
      address: '',
      storeId: 4,
      paymentSystemId: 1,
      comment: '',
    });
  });

  it('checks a new line and a typed quantity', async () => {
    expect(await messagesOf(orderItemSchema, { name: '', price: '0', quantity: '100' })).toEqual({
      name: 'Поле "Наименование" является обязательным',
      price: 'Цена должна быть больше нуля',
      quantity: 'Количество должно быть целым числом от 1 до 99',
    });
    expect(toNewOrderItem({ name: ' Эклер ', price: '1 500', quantity: '2' })).toEqual({ name: 'Эклер', price: 1500, quantity: 2 });
    expect([parseQuantity('3'), parseQuantity(' 99 '), parseQuantity('0'), parseQuantity('1.5'), parseQuantity('')]).toEqual([3, 99, null, null, null]);
    expect([parseQuantity('-3'), parseQuantity('1e1'), parseQuantity('1,5')]).toEqual([null, null, null]);
  });

  it('reads a line price through the money parser: kopecks kept, nothing stripped to digits', async () => {
    for (const [price, sent] of [
      ['199,50', 199.5],
      ['199.50', 199.5],
      ['1 990,50', 1990.5],
      ['0,01', 0.01],
    ] as const) {
      expect(await messagesOf(orderItemSchema, { name: 'Эклер', price, quantity: '1' })).toEqual({});
      expect(toNewOrderItem({ name: 'Эклер', price, quantity: '1' }).price).toBe(sent);
    }
    expect(await messagesOf(orderItemSchema, { name: 'Эклер', price: '-5', quantity: '1' })).toEqual({ price: 'Поле "Цена" не может быть отрицательным' });
    expect(await messagesOf(orderItemSchema, { name: 'Эклер', price: '1e3', quantity: '1' })).toEqual({
      price: 'Поле "Цена" должно содержать сумму в рублях, например 1 990,50',
    });
    expect(await messagesOf(orderItemSchema, { name: 'Эклер', price: '19 90', quantity: '1' })).toEqual({
      price: 'Поле "Цена" должно содержать сумму в рублях, например 1 990,50',
    });
  });
});
