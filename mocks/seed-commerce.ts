/**
 * Demo shops, store statuses, customers and orders (§3), generated with a fixed seed so every
 * reseed gives the same data; order dates are relative to the moment of seeding (the last six
 * months), so the demo always looks current.
 */
import type {
  CustomerRecord,
  CustomerStatus,
  OrderItemRecord,
  OrderItemStatus,
  OrderRecord,
  OrderStatusCode,
  ShopRecord,
  StoreStatusRecord,
} from './commerce-types';
import { createRandom, randomPerson, randomPhone, type Random } from './seed-people';

/** §3 "Order payment systems have id and name". */
export const PAYMENT_SYSTEMS = [
  { id: 1, name: 'ЮKassa' },
  { id: 2, name: 'CloudPayments' },
  { id: 3, name: 'Т-Касса' },
  { id: 4, name: 'Робокасса' },
] as const;

export const ORDER_STATUSES: { code: OrderStatusCode; name: string }[] = [
  { code: 'new', name: 'Новый' },
  { code: 'confirmed', name: 'Подтверждён' },
  { code: 'assembling', name: 'Собирается' },
  { code: 'delivering', name: 'Доставляется' },
  { code: 'completed', name: 'Выполнен' },
  { code: 'cancelled', name: 'Отменён' },
];

/** Lines that are out of stock or cancelled do not count towards the total. */
export const UNCOUNTED_ITEM_STATUSES: readonly OrderItemStatus[] = ['missing', 'cancelled'];

/** Delivery is free from this sum of lines; below it costs DELIVERY_COST. */
export const FREE_DELIVERY_FROM = 2000;
export const DELIVERY_COST = 290;

const COMPANY_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

type ShopSeed = [address: string, phone: string, hours: string, lat: number, lon: number, active: boolean];

const MOSCOW_SHOPS: ShopSeed[] = [
  ['г. Москва, ул. Покровка, д. 12, стр. 1', '74951234567', '08:00 - 22:00', 55.7597, 37.6448, true],
  ['г. Москва, ул. Тверская, д. 18, корп. 1', '74951234501', '07:30 - 23:00', 55.7665, 37.6037, true],
  ['г. Москва, ул. Арбат, д. 24', '74951234502', '08:00 - 23:00', 55.7503, 37.5925, true],
  ['г. Москва, Ленинский пр., д. 68/10', '74951234503', '08:00 - 21:00', 55.6938, 37.5566, true],
  ['г. Москва, ул. Профсоюзная, д. 56', '74951234504', '08:00 - 21:00', 55.6711, 37.5532, true],
  ['г. Москва, Кутузовский пр., д. 30', '74951234505', '07:00 - 22:00', 55.7412, 37.5346, true],
  ['г. Москва, ул. Большая Дмитровка, д. 7/5', '74951234506', '09:00 - 23:00', 55.7607, 37.6146, true],
  ['г. Москва, Проспект Мира, д. 112', '74951234507', '08:00 - 22:00', 55.8034, 37.6368, true],
  ['г. Москва, ул. Маросейка, д. 9/2', '74951234508', '08:00 - 22:00', 55.7577, 37.6355, true],
  ['г. Москва, ул. Люблинская, д. 169', '74951234509', '09:00 - 21:00', 55.6517, 37.7446, true],
  ['г. Москва, Ходынский бул., д. 4', '74951234510', '10:00 - 22:00', 55.7903, 37.5313, false],
  ['г. Москва, ул. Новый Арбат, д. 21', '74951234511', '08:00 - 23:00', 55.7524, 37.5878, false],
];

const PETERSBURG_SHOPS: ShopSeed[] = [
  ['г. Санкт-Петербург, Невский пр., д. 88', '78123334455', '07:00 - 22:00', 59.9324, 30.3522, true],
  ['г. Санкт-Петербург, Большой пр. П.С., д. 45', '78123334401', '07:30 - 21:00', 59.9612, 30.3006, true],
  ['г. Санкт-Петербург, ул. Рубинштейна, д. 13', '78123334402', '08:00 - 23:00', 59.9292, 30.3457, true],
  ['г. Санкт-Петербург, Московский пр., д. 143', '78123334403', '07:00 - 21:00', 59.8785, 30.3192, true],
  ['г. Санкт-Петербург, ул. Савушкина, д. 36', '78123334404', '08:00 - 21:00', 59.9880, 30.2734, true],
  ['г. Санкт-Петербург, Средний пр. В.О., д. 40', '78123334405', '07:30 - 22:00', 59.9401, 30.2773, true],
  ['г. Санкт-Петербург, пр. Просвещения, д. 19', '78123334406', '08:00 - 22:00', 60.0507, 30.3326, true],
  ['г. Санкт-Петербург, Лиговский пр., д. 30А', '78123334407', '10:00 - 22:00', 59.9192, 30.3566, true],
  ['г. Санкт-Петербург, ул. Типанова, д. 21', '78123334408', '08:00 - 21:00', 59.8531, 30.3512, true],
  ['г. Санкт-Петербург, Гражданский пр., д. 41', '78123334409', '08:00 - 21:00', 60.0118, 30.3959, false],
];

type Product = [name: string, price: number];

const COFFEE_PRODUCTS: Product[] = [
  ['Капучино 300 мл', 220],
  ['Латте 400 мл', 260],
  ['Флэт уайт', 240],
  ['Американо 300 мл', 180],
  ['Раф ванильный', 280],
  ['Какао с маршмеллоу', 230],
  ['Круассан с миндалём', 190],
  ['Чизкейк «Нью-Йорк»', 320],
  ['Сэндвич с индейкой', 350],
  ['Зерно «Эфиопия Иргачефф», 250 г', 890],
  ['Зерно «Колумбия Супремо», 1 кг', 2790],
  ['Капсулы «Утро», 10 шт.', 650],
  ['Френч-пресс 600 мл', 2490],
  ['Кофемолка ручная', 3990],
  ['Термокружка «Утро» 350 мл', 1290],
  ['Подарочный набор «Утро»', 4500],
];

const BAKERY_PRODUCTS: Product[] = [
  ['Хлеб «Бородинский»', 95],
  ['Багет французский', 110],
  ['Чиабатта с оливками', 160],
  ['Хлеб на закваске «Деревенский»', 240],
  ['Круассан классический', 130],
  ['Пирог с капустой', 420],
  ['Пирог с вишней', 560],
  ['Эклер с заварным кремом', 150],
  ['Торт «Наполеон», 1 кг', 1450],
  ['Торт «Медовик», 1 кг', 1350],
  ['Кулич пасхальный', 690],
  ['Набор печенья «К чаю», 500 г', 480],
  ['Пицца-пирог «Деревенская»', 780],
  ['Торт на заказ, 2 кг', 4200],
];

const STREETS: Record<string, string[]> = {
  Москва: ['ул. Профсоюзная', 'ул. Вавилова', 'ул. Большая Черкизовская', 'Ленинградский пр.', 'ул. Мясницкая', 'ул. Бутырская', 'ул. Шаболовка', 'Мичуринский пр.', 'ул. Грина', 'ул. Академика Королёва', 'ул. Новослободская', 'ул. Таганская'],
  'Санкт-Петербург': ['ул. Марата', 'ул. Гороховая', 'Каменноостровский пр.', 'ул. Кораблестроителей', 'пр. Энгельса', 'ул. Жуковского', 'Пулковское ш.', 'ул. Пионерская', 'Садовая ул.', 'пр. Ветеранов'],
};

const COMMENTS = [
  'Позвоните за 15 минут до доставки',
  'Домофон не работает, наберите по телефону',
  'Оставьте у двери, пожалуйста',
  'Подарок, упакуйте красиво',
  'Без звонка, ребёнок спит',
  'Нужна сдача с 5000',
];

interface CompanyPlan {
  companyId: number;
  city: string;
  shops: ShopSeed[];
  products: Product[];
  phoneCodes: string[];
  customers: number;
  orders: number;
  seed: number;
}

const PLANS: CompanyPlan[] = [
  { companyId: 1, city: 'Москва', shops: MOSCOW_SHOPS, products: COFFEE_PRODUCTS, phoneCodes: ['916', '925', '903', '985', '977', '999', '926', '915'], customers: 120, orders: 360, seed: 20240601 },
  { companyId: 3, city: 'Санкт-Петербург', shops: PETERSBURG_SHOPS, products: BAKERY_PRODUCTS, phoneCodes: ['921', '911', '981', '931', '952', '904'], customers: 100, orders: 300, seed: 19980315 },
];

const DAY_MS = 86_400_000;
/** The first customers of each company order far more often: the e2e filters look for them. */
const REGULARS = 6;

/** Customers seeded for company 1 whose orders span every status (tests pick them by name). */
export const REGULAR_CUSTOMER_COUNT = REGULARS;

function statusFor(random: Random, ageDays: number): OrderStatusCode {
  if (ageDays < 1) return random.weighted({ new: 50, confirmed: 25, assembling: 15, cancelled: 10 });
  if (ageDays < 3) return random.weighted({ new: 15, confirmed: 25, assembling: 20, delivering: 20, completed: 10, cancelled: 10 });
  if (ageDays < 7) return random.weighted({ confirmed: 5, assembling: 10, delivering: 15, completed: 60, cancelled: 10 });
  return random.weighted({ completed: 85, cancelled: 15 });
}

function itemStatusFor(random: Random, status: OrderStatusCode): OrderItemStatus {
  switch (status) {
    case 'new':
    case 'confirmed':
      return 'new';
    case 'assembling':
      return random.chance(0.5) ? 'assembled' : 'new';
    case 'cancelled':
      // The order is cancelled as a whole; its lines keep the total it had.
      return 'new';
    default:
      return random.chance(0.04) ? 'missing' : 'assembled';
  }
}

function isPaidFor(random: Random, status: OrderStatusCode): boolean {
  if (status === 'new') return false;
  if (status === 'completed') return random.chance(0.95);
  if (status === 'cancelled') return false;
  return random.chance(0.6);
}

export function linesTotal(items: readonly OrderItemRecord[]): number {
  return items
    .filter((item) => !UNCOUNTED_ITEM_STATUSES.includes(item.status))
    .reduce((sum, item) => sum + item.price * item.quantity, 0);
}

export function deliveryCostFor(deliveryType: OrderRecord['delivery_type'], lines: number): number {
  return deliveryType === 'delivery' && lines > 0 && lines < FREE_DELIVERY_FROM ? DELIVERY_COST : 0;
}

export function orderTotal(order: Pick<OrderRecord, 'items' | 'delivery_cost'>): number {
  return linesTotal(order.items) + order.delivery_cost;
}

/** A payment page address of the demo payment system. */
export function paymentLinkFor(random: () => number, orderId: number): string {
  const token = Math.floor(random() * 36 ** 8).toString(36).padStart(8, '0');
  return `https://pay.demo-shop.ru/p/${orderId}-${token}`;
}

function statusesSeed(): StoreStatusRecord[] {
  let id = 0;
  return COMPANY_IDS.flatMap((companyId) =>
    ORDER_STATUSES.map((status, sort) => ({
      id: ++id,
      company_id: companyId,
      name: status.name,
      code: status.code,
      ext_id: `ST-${String(sort + 1).padStart(2, '0')}`,
      sort,
    })),
  );
}

function customerStatusFor(spent: number): CustomerStatus {
  if (spent >= 15_000) return 'Продвинутый';
  if (spent >= 5_000) return 'Бонусный';
  return 'Базовый';
}

export interface CommerceSeed {
  shops: ShopRecord[];
  statuses: StoreStatusRecord[];
  customers: CustomerRecord[];
  orders: OrderRecord[];
}

/** A fresh copy every call: the store mutates what it gets. */
export function createCommerceSeed(now: Date = new Date()): CommerceSeed {
  const statuses = statusesSeed();
  const shops: ShopRecord[] = [];
  const customers: CustomerRecord[] = [];
  const drafts: Array<Omit<OrderRecord, 'id' | 'number'>> = [];
  const phones = new Set<string>();
  let itemId = 0;

  for (const plan of PLANS) {
    const random = createRandom(plan.seed);
    const companyStatuses = statuses.filter((s) => s.company_id === plan.companyId);
    const statusId = (code: OrderStatusCode) => companyStatuses.find((s) => s.code === code)!.id;

    const companyShops = plan.shops.map(([address, phone, hours, lat, lon, active], index): ShopRecord => ({
      id: shops.length + index + 1,
      company_id: plan.companyId,
      address,
      city: plan.city,
      phone,
      working_hours: hours,
      latitude: lat,
      longitude: lon,
      is_active: active,
      created_at: new Date(now.getTime() - (400 - index * 20) * DAY_MS).toISOString(),
    }));
    shops.push(...companyShops);
    const openShops = companyShops.filter((s) => s.is_active);

    const companyCustomers = Array.from({ length: plan.customers }, (_, index): CustomerRecord => {
      const person = randomPerson(random, index < REGULARS || random.chance(0.7));
      const birthday = random.chance(0.6)
        ? `${random.int(1965, 2005)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`
        : null;
      return {
        id: customers.length + index + 1,
        company_id: plan.companyId,
        name: person.name,
        phone: randomPhone(random, plan.phoneCodes, phones),
        email: person.email,
        birthday,
        status: 'Базовый',
        bonus_balance: 0,
        comment: '',
        created_at: new Date(now.getTime() - random.int(200, 720) * DAY_MS).toISOString(),
      };
    });
    customers.push(...companyCustomers);
    const weights = companyCustomers.map((_, index) => (index < REGULARS ? 8 : 1));
    const weightSum = weights.reduce((a, b) => a + b, 0);
    const pickCustomer = () => {
      let roll = random.next() * weightSum;
      for (let i = 0; i < companyCustomers.length; i += 1) {
        roll -= weights[i]!;
        if (roll < 0) return companyCustomers[i]!;
      }
      return companyCustomers[companyCustomers.length - 1]!;
    };

    for (let n = 0; n < plan.orders; n += 1) {
      // Denser towards today, like a growing shop: most open orders are recent.
      const ageDays = 180 * random.next() ** 1.8;
      const created = new Date(now.getTime() - ageDays * DAY_MS);
      // Shops take orders from 8:00 to 22:00; a night order moves into the day before.
      if (created.getHours() < 8 || created.getHours() > 21) {
        created.setHours(random.int(8, 21), random.int(0, 59));
        if (created > now) created.setDate(created.getDate() - 1);
      }
      created.setSeconds(0, 0);
      const status = statusFor(random, ageDays);
      const customer = pickCustomer();
      const pickup = random.chance(0.45) && openShops.length > 0;
      const lines = random.int(1, 5);
      const chosen = new Set<number>();
      const items: OrderItemRecord[] = [];
      for (let i = 0; i < lines; i += 1) {
        const productIndex = random.int(0, plan.products.length - 1);
        if (chosen.has(productIndex)) continue;
        chosen.add(productIndex);
        const [name, price] = plan.products[productIndex]!;
        items.push({ id: ++itemId, name, price, quantity: price < 500 ? random.int(1, 4) : random.int(1, 2), status: itemStatusFor(random, status) });
      }
      const deliveryType = pickup ? 'pickup' : 'delivery';
      const paid = isPaidFor(random, status);
      const updated = new Date(Math.min(now.getTime(), created.getTime() + random.int(10, 600) * 60_000));
      drafts.push({
        company_id: plan.companyId,
        customer_id: customer.id,
        status_id: statusId(status),
        delivery_type: deliveryType,
        store_id: pickup ? random.pick(openShops).id : null,
        address: pickup ? '' : `г. ${plan.city}, ${random.pick(STREETS[plan.city]!)}, д. ${random.int(1, 180)}, кв. ${random.int(1, 240)}`,
        comment: random.chance(0.25) ? random.pick(COMMENTS) : '',
        payment_system_id: random.pick(PAYMENT_SYSTEMS).id,
        is_paid: paid,
        payment_link: null,
        delivery_cost: deliveryCostFor(deliveryType, linesTotal(items)),
        items,
        created_at: created.toISOString(),
        updated_at: updated.toISOString(),
      });
    }
  }

  // Ids and numbers follow the order of creation, as in a real shop.
  drafts.sort((a, b) => a.created_at.localeCompare(b.created_at));
  const numbers = new Map<number, number>();
  const linkRandom = createRandom(7);
  const orders = drafts.map((draft, index): OrderRecord => {
    const number = (numbers.get(draft.company_id) ?? 10_000) + 1;
    numbers.set(draft.company_id, number);
    const id = index + 1;
    return { id, number: String(number), ...draft, payment_link: draft.is_paid ? paymentLinkFor(linkRandom.next, id) : null };
  });

  // Loyalty follows what the customer bought; registration precedes the first order.
  const bonusRandom = createRandom(11);
  for (const customer of customers) {
    const own = orders.filter((o) => o.customer_id === customer.id);
    const completed = statuses.filter((s) => s.code === 'completed').map((s) => s.id);
    const spent = own.filter((o) => completed.includes(o.status_id)).reduce((sum, o) => sum + orderTotal(o), 0);
    customer.status = customerStatusFor(spent);
    customer.bonus_balance = Math.max(0, Math.round(spent * 0.05) - bonusRandom.int(0, 300));
    const first = own[0]?.created_at;
    if (first && first < customer.created_at) {
      customer.created_at = new Date(new Date(first).getTime() - bonusRandom.int(1, 30) * DAY_MS).toISOString();
    }
  }

  return { shops, statuses, customers, orders };
}
