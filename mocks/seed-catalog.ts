/**
 * The demo catalogue (§3): a coffee shop's tree of categories with products, kits, offers,
 * enum properties and pictures for company 1, a smaller bakery catalogue for company 3.
 * Generated with a fixed seed, so every reseed gives the same data.
 */
import type {
  CatalogDb,
  CatalogImage,
  CategoryRecord,
  OfferRecord,
  ProductDetailRecord,
  ProductRecord,
  PropertyEnumRecord,
  PropertyRecord,
  PropertyValue,
} from './catalog-types';
import { imageRecord } from './catalog-image-record';
import { createRandom, translit, type Random } from './seed-people';

/** [name, base price, variant kind]: variants become offers (sizes of a drink, weights of beans). */
type ProductSeed = [name: string, price: number];

interface ChildSeed {
  name: string;
  variant?: VariantKind;
  products: ProductSeed[];
}

interface ParentSeed {
  name: string;
  description: string;
  children: ChildSeed[];
}

type VariantKind = 'cup' | 'beans' | 'cake';

const COFFEE_CATALOGUE: ParentSeed[] = [
  {
    name: 'Кофе',
    description: 'Кофе на зерне собственной обжарки',
    children: [
      { name: 'Эспрессо-напитки', variant: 'cup', products: [['Эспрессо', 150], ['Доппио', 190], ['Американо', 180], ['Капучино', 220], ['Латте', 250], ['Флэт уайт', 240], ['Раф классический', 280], ['Раф лавандовый', 300], ['Мокко', 290], ['Кортадо', 210], ['Макиато', 190], ['Латте солёная карамель', 310]] },
      { name: 'Альтернатива', variant: 'cup', products: [['Пуровер Эфиопия', 280], ['Пуровер Колумбия', 270], ['Аэропресс', 260], ['Кемекс на двоих', 450], ['Френч-пресс', 250], ['Батч-брю', 190], ['Сифон', 380], ['Кофе по-турецки', 230], ['Колд брю', 260], ['Эспрессо-тоник', 290]] },
      { name: 'Кофе в зёрнах', variant: 'beans', products: [['Эфиопия Иргачеффе', 950], ['Колумбия Уила', 890], ['Бразилия Сантос', 790], ['Кения АА', 1150], ['Гватемала Антигуа', 990], ['Коста-Рика Таррасу', 1050], ['Руанда Бурбон', 1090], ['Индонезия Суматра', 1020], ['Смесь «Утро»', 820], ['Смесь для эспрессо «Город»', 850], ['Декаф Колумбия', 930], ['Панама Гейша', 3900]] },
      { name: 'Холодный кофе', variant: 'cup', products: [['Айс латте', 270], ['Айс американо', 210], ['Бамбл', 310], ['Фраппе', 320], ['Эспрессо-апельсин', 300], ['Айс раф', 320], ['Колд брю с молоком', 290], ['Аффогато', 280], ['Мокко со льдом', 310], ['Кофейный лимонад', 290]] },
    ],
  },
  {
    name: 'Чай',
    description: 'Листовой чай и травяные сборы',
    children: [
      { name: 'Чёрный чай', variant: 'cup', products: [['Ассам', 190], ['Эрл грей', 200], ['Цейлон', 190], ['Дарджилинг', 260], ['Иван-чай', 180], ['Масала чай', 260], ['Чай с чабрецом', 210], ['Английский завтрак', 190]] },
      { name: 'Зелёный чай', variant: 'cup', products: [['Сенча', 220], ['Молочный улун', 280], ['Жасминовый', 230], ['Те Гуань Инь', 300], ['Генмайча', 240], ['Матча латте', 320], ['Лунцзин', 310], ['Бай Му Дань', 340]] },
      { name: 'Травяной чай', variant: 'cup', products: [['Ромашка с мёдом', 210], ['Мятный', 190], ['Облепиховый', 290], ['Имбирный с лимоном', 280], ['Ройбуш', 220], ['Каркаде', 200], ['Клюквенный морс', 230], ['Смородиновый лист', 200]] },
    ],
  },
  {
    name: 'Выпечка',
    description: 'Печём каждое утро',
    children: [
      { name: 'Круассаны', products: [['Круассан классический', 160], ['Круассан с миндалём', 220], ['Круассан с шоколадом', 200], ['Круассан с ветчиной и сыром', 290], ['Круассан с лососем', 390], ['Пен о шоколя', 190], ['Круассан с фисташкой', 260], ['Круассан с малиной', 230], ['Круффин', 240], ['Круассан-сэндвич с индейкой', 350]] },
      { name: 'Пироги и слойки', products: [['Слойка с вишней', 150], ['Слойка с яблоком', 140], ['Пирог с капустой', 180], ['Пирог с мясом', 220], ['Осетинский пирог с сыром', 390], ['Киш лорен', 320], ['Штрудель яблочный', 260], ['Хачапури по-аджарски', 420], ['Синнабон', 210], ['Самса с курицей', 190]] },
      { name: 'Печенье', products: [['Печенье овсяное', 90], ['Кукис с шоколадом', 120], ['Макарон ассорти', 110], ['Мадлен', 80], ['Бискотти с миндалём', 100], ['Печенье имбирное', 90], ['Флорентин', 130], ['Шортбред', 100]] },
      { name: 'Хлеб', products: [['Хлеб на закваске', 260], ['Багет', 120], ['Чиабатта', 140], ['Бородинский', 150], ['Фокачча с розмарином', 220], ['Хлеб ржаной с тмином', 170], ['Бриошь', 210], ['Гречишный хлеб', 190]] },
    ],
  },
  {
    name: 'Десерты',
    description: 'Торты и пирожные нашей кондитерской',
    children: [
      { name: 'Торты', variant: 'cake', products: [['Наполеон', 390], ['Медовик', 370], ['Красный бархат', 420], ['Морковный торт', 380], ['Прага', 390], ['Эстерхази', 450], ['Птичье молоко', 360], ['Шоколадный фондан', 410]] },
      { name: 'Пирожные', products: [['Эклер ванильный', 180], ['Эклер шоколадный', 190], ['Картошка', 120], ['Тирамису', 330], ['Павлова', 350], ['Трубочка со сгущёнкой', 130], ['Корзиночка с ягодами', 210], ['Профитроли', 250]] },
      { name: 'Чизкейки', variant: 'cake', products: [['Чизкейк Нью-Йорк', 360], ['Баскский чизкейк', 380], ['Чизкейк с малиной', 390], ['Чизкейк Орео', 390], ['Чизкейк солёная карамель', 380], ['Чизкейк манго-маракуйя', 410]] },
    ],
  },
  {
    name: 'Завтраки',
    description: 'Завтраки подаются весь день',
    children: [
      { name: 'Каши', products: [['Овсяная каша с ягодами', 290], ['Рисовая каша с манго', 320], ['Гречка с грибами', 310], ['Пшённая каша с тыквой', 280], ['Гранола с йогуртом', 340], ['Чиа-пудинг', 330]] },
      { name: 'Яйца', products: [['Омлет с сыром', 350], ['Яйцо пашот на тосте', 390], ['Скрэмбл с лососем', 520], ['Шакшука', 430], ['Яйца Бенедикт', 490], ['Фриттата с овощами', 410]] },
      { name: 'Сырники и блины', products: [['Сырники со сметаной', 360], ['Сырники с ягодным соусом', 380], ['Блины с мёдом', 290], ['Блины с лососем', 520], ['Блины с творогом', 330], ['Панкейки с кленовым сиропом', 370]] },
      { name: 'Сэндвичи', products: [['Сэндвич с курицей', 390], ['Клаб-сэндвич', 450], ['Тост с авокадо', 420], ['Сэндвич с тунцом', 410], ['Бейгл с лососем', 480], ['Панини с моцареллой', 390]] },
    ],
  },
  {
    name: 'Напитки',
    description: 'Холодные напитки и какао',
    children: [
      { name: 'Лимонады', variant: 'cup', products: [['Лимонад классический', 220], ['Лимонад манго-маракуйя', 260], ['Лимонад клубника-базилик', 260], ['Лимонад огурец-мята', 240], ['Тархун', 230], ['Облепиховый лимонад', 250]] },
      { name: 'Смузи', variant: 'cup', products: [['Смузи банан-клубника', 290], ['Смузи шпинат-яблоко', 300], ['Смузи манго', 310], ['Смузи ягодный', 300], ['Смузи с протеином', 360]] },
      { name: 'Какао и шоколад', variant: 'cup', products: [['Какао с маршмеллоу', 250], ['Горячий шоколад', 280], ['Белый шоколад', 290], ['Какао на овсяном молоке', 280], ['Детское какао', 190]] },
    ],
  },
  {
    name: 'Магазин',
    description: 'Всё для кофе и чая дома',
    children: [
      { name: 'Посуда', products: [['Кружка керамическая 350 мл', 890], ['Чашка для капучино с блюдцем', 1150], ['Термокружка 450 мл', 1990], ['Стакан двойной стенки', 790], ['Чайник заварочный стеклянный', 1490], ['Пиала керамическая', 450], ['Гайвань', 1290], ['Молочник 300 мл', 990], ['Сервиз на двоих', 3900], ['Кружка с логотипом «Утро»', 690]] },
      { name: 'Для заваривания', products: [['Воронка V60', 1290], ['Фильтры бумажные 100 шт.', 490], ['Френч-пресс 600 мл', 2190], ['Турка медная', 2690], ['Аэропресс', 4290], ['Гейзерная кофеварка', 3190], ['Ручная кофемолка', 5490], ['Весы с таймером', 2990], ['Чайник с узким носиком', 3490], ['Питчер для молока', 1390], ['Кофемашина рожковая', 45900], ['Капельная кофеварка', 8900], ['Электрочайник с термостатом', 6900], ['Кофемолка электрическая', 7900], ['Набор для пуровера', 4500], ['Термос 1 л', 2900], ['Капсульная кофемашина', 12900], ['Темпер для эспрессо', 1900]] },
      { name: 'Чай на развес', variant: 'beans', products: [['Эрл грей на развес', 490], ['Сенча на развес', 560], ['Молочный улун на развес', 690], ['Ассам на развес', 450], ['Иван-чай на развес', 390], ['Ройбуш на развес', 520], ['Пуэр шу', 790], ['Да Хун Пао', 890], ['Жасминовые жемчужины', 850], ['Травяной сбор «Алтай»', 420]] },
      { name: 'Сладости', products: [['Шоколад горький 72%', 290], ['Шоколад молочный с фундуком', 310], ['Пастила яблочная', 350], ['Зефир ванильный', 320], ['Мармелад ягодный', 280], ['Нуга с миндалём', 390], ['Мёд липовый 250 г', 460], ['Джем из малины', 380]] },
    ],
  },
];

const BAKERY_CATALOGUE: ParentSeed[] = [
  {
    name: 'Хлеб',
    description: 'Хлеб на закваске по семейным рецептам',
    children: [
      { name: 'Пшеничный', products: [['Батон нарезной', 70], ['Пшеничный на закваске', 210], ['Деревенский', 190], ['Багет французский', 110]] },
      { name: 'Ржаной', products: [['Бородинский', 140], ['Ржаной на закваске', 180], ['Дарницкий', 90], ['Ржаной с семечками', 200]] },
    ],
  },
  {
    name: 'Сладкая выпечка',
    description: 'Булочки и пироги',
    children: [
      { name: 'Булочки', products: [['Булочка с маком', 70], ['Булочка с корицей', 90], ['Ватрушка', 80], ['Плюшка московская', 60]] },
      { name: 'Пироги', products: [['Пирог с брусникой', 450], ['Пирог с капустой', 390], ['Курник', 520], ['Пирог с яблоком', 410]] },
    ],
  },
];

type PropertySeed = [name: string, values: string[]];

const COFFEE_PROPERTIES: PropertySeed[] = [
  ['Объём', ['250 мл', '350 мл', '450 мл']],
  ['Молоко', ['Коровье', 'Овсяное', 'Миндальное', 'Кокосовое', 'Безлактозное']],
  ['Обжарка', ['Светлая', 'Средняя', 'Тёмная']],
  ['Помол', ['В зёрнах', 'Для эспрессо', 'Для фильтра', 'Для турки']],
  ['Вес', ['250 г', '500 г', '1 кг']],
  ['Размер', ['Кусочек', 'Целый торт 1 кг', 'Целый торт 2 кг']],
  ['Сироп', ['Без сиропа', 'Ваниль', 'Карамель', 'Лесной орех', 'Кокос']],
  ['Сахар', ['Без сахара', 'С сахаром', 'С заменителем']],
];

const BAKERY_PROPERTIES: PropertySeed[] = [
  ['Нарезка', ['Целый', 'Нарезанный']],
  ['Вес', ['300 г', '500 г', '800 г']],
];

/** Offers of a variant kind: [property name, value, price multiplier]. */
const VARIANTS: Record<VariantKind, { property: string; values: [string, number][] }> = {
  cup: { property: 'Объём', values: [['250 мл', 1], ['350 мл', 1.2], ['450 мл', 1.4]] },
  beans: { property: 'Вес', values: [['250 г', 1], ['500 г', 1.9], ['1 кг', 3.6]] },
  cake: { property: 'Размер', values: [['Кусочек', 1], ['Целый торт 1 кг', 5.5], ['Целый торт 2 кг', 10]] },
};

type KitSeed = [name: string, parentCategory: string, items: string[], price: number];

const COFFEE_KITS: KitSeed[] = [
  ['Завтрак на двоих', 'Завтраки', ['Сырники со сметаной', 'Омлет с сыром', 'Капучино', 'Латте'], 1190],
  ['Кофе с круассаном', 'Выпечка', ['Капучино', 'Круассан классический'], 340],
  ['Набор для дома «Фильтр»', 'Кофе', ['Эфиопия Иргачеффе', 'Колумбия Уила'], 1690],
  ['Сладкий перерыв', 'Десерты', ['Эклер ванильный', 'Латте'], 390],
  ['Офисный набор на 6 персон', 'Выпечка', ['Круассан классический', 'Круассан с миндалём', 'Синнабон', 'Американо'], 1690],
  ['Чайная церемония', 'Чай', ['Молочный улун', 'Макарон ассорти'], 420],
  ['Детский полдник', 'Напитки', ['Детское какао', 'Печенье овсяное'], 250],
  ['Набор «Эспрессо дома»', 'Кофе', ['Смесь для эспрессо «Город»', 'Бразилия Сантос'], 1490],
];

const SEED_DATE = Date.parse('2025-06-01T09:00:00.000Z');

function uuidFrom(random: Random): string {
  const hex = () => Math.floor(random.next() * 0x10000).toString(16).padStart(4, '0');
  return `${hex()}${hex()}-${hex()}-4${hex().slice(1)}-a${hex().slice(1)}-${hex()}${hex()}${hex()}`;
}

function seededImage(random: Random, caption: string): CatalogImage {
  return imageRecord(uuidFrom(random), `${caption}.svg`, 'image/svg+xml', 1200);
}

const articleOf = (name: string, id: number) =>
  `${translit(name).replace(/[^a-z]/gi, '').slice(0, 4).toUpperCase() || 'ART'}-${String(id).padStart(4, '0')}`;

interface Builder {
  db: CatalogDb;
  random: Random;
}

function addProperties(b: Builder, companyId: number, seeds: PropertySeed[]): Map<string, { id: number; enums: Map<string, number> }> {
  const byName = new Map<string, { id: number; enums: Map<string, number> }>();
  seeds.forEach(([name, values], index) => {
    const property: PropertyRecord = { id: b.db.properties.length + 1, company_id: companyId, name, is_active: true, sort: index };
    b.db.properties.push(property);
    const enums = new Map<string, number>();
    values.forEach((value, sort) => {
      const record: PropertyEnumRecord = { id: b.db.property_enums.length + 1, property_id: property.id, value, sort };
      b.db.property_enums.push(record);
      enums.set(value, record.id);
    });
    byName.set(name, { id: property.id, enums });
  });
  return byName;
}

function addCompanyCatalogue(b: Builder, companyId: number, tree: ParentSeed[], propertySeeds: PropertySeed[], kits: KitSeed[]): void {
  const { db, random } = b;
  const properties = addProperties(b, companyId, propertySeeds);
  const value = (property: string, enumValue: string): PropertyValue | null => {
    const p = properties.get(property);
    const e = p?.enums.get(enumValue);
    return p && e ? { property_id: p.id, enum_id: e } : null;
  };
  const parents = new Map<string, CategoryRecord>();
  const productsByName = new Map<string, ProductRecord>();
  let minute = 0;
  const stamp = () => new Date(SEED_DATE + (minute += 37) * 60_000).toISOString();

  const category = (name: string, description: string, parentId: number | null, sort: number): CategoryRecord => {
    const record: CategoryRecord = {
      id: db.categories.length + 1,
      company_id: companyId,
      name,
      description,
      parent_id: parentId,
      // A few inactive categories, so the activity filter has something to show.
      is_active: !(parentId !== null && random.chance(0.12)),
      sort,
      image: seededImage(random, name),
      created_at: stamp(),
    };
    db.categories.push(record);
    return record;
  };

  const product = (fields: Partial<ProductRecord> & Pick<ProductRecord, 'name' | 'base_price' | 'category_id'>): ProductRecord => {
    const id = db.products.length + 1;
    const created = stamp();
    const record: ProductRecord = {
      id,
      uuid: uuidFrom(random),
      company_id: companyId,
      type: 'product',
      description: '',
      article: articleOf(fields.name, id),
      in_stock: random.chance(0.8),
      is_active: random.chance(0.88),
      sort: id,
      images: [seededImage(random, fields.name), ...(random.chance(0.35) ? [seededImage(random, `${fields.name} — вид сбоку`)] : [])],
      properties: [],
      similar: [],
      kit_items: [],
      created_at: created,
      updated_at: created,
      ...fields,
    };
    db.products.push(record);
    return record;
  };

  tree.forEach((parentSeed, parentIndex) => {
    const parent = category(parentSeed.name, parentSeed.description, null, parentIndex);
    parents.set(parent.name, parent);
    parentSeed.children.forEach((childSeed, childIndex) => {
      const child = category(childSeed.name, '', parent.id, childIndex);
      const siblings: ProductRecord[] = [];
      for (const [name, price] of childSeed.products) {
        const record = product({
          name,
          base_price: price,
          category_id: child.id,
          description: `${name}. ${parentSeed.description}.`,
        });
        const kind = childSeed.variant;
        if (kind === 'cup' && properties.has('Молоко') && /латте|капучино|раф|флэт|мокко|какао|кортадо|макиато/i.test(name)) {
          const milk = value('Молоко', 'Коровье');
          if (milk) record.properties.push(milk);
        }
        if (kind === 'beans') {
          const roast = value('Обжарка', random.pick(['Светлая', 'Средняя', 'Тёмная']));
          const grind = value('Помол', 'В зёрнах');
          if (roast) record.properties.push(roast);
          if (grind) record.properties.push(grind);
        }
        if (kind) addOffers(db, companyId, record, kind, value, stamp);
        siblings.push(record);
        productsByName.set(name, record);
      }
      // Neighbours in a category are each other's similar products.
      siblings.forEach((record, index) => {
        const next = siblings[(index + 1) % siblings.length];
        const after = siblings[(index + 2) % siblings.length];
        record.similar = [next, after].filter((s): s is ProductRecord => !!s && s.id !== record.id).map((s) => s.uuid);
      });
    });
  });

  for (const [name, parentName, items, price] of kits) {
    const members = items.map((item) => productsByName.get(item)).filter((p): p is ProductRecord => !!p);
    product({
      name,
      type: 'kit',
      base_price: price,
      category_id: parents.get(parentName)?.id ?? null,
      description: `В наборе: ${members.map((m) => m.name.toLowerCase()).join(', ')}.`,
      in_stock: true,
      is_active: true,
      kit_items: members.map((m) => ({ product_id: m.id, quantity: 1 })),
    });
  }
}

function addOffers(
  db: CatalogDb,
  companyId: number,
  product: ProductRecord,
  kind: VariantKind,
  value: (property: string, enumValue: string) => PropertyValue | null,
  stamp: () => string,
): void {
  const variant = VARIANTS[kind];
  variant.values.forEach(([enumValue, multiplier], index) => {
    const property = value(variant.property, enumValue);
    const offer: OfferRecord = {
      id: db.offers.length + 1,
      company_id: companyId,
      product_id: product.id,
      name: `${product.name}, ${enumValue}`,
      article: `${product.article}-${index + 1}`,
      // Prices end in 0 like a real menu's.
      price: Math.round((product.base_price * multiplier) / 10) * 10,
      quantity: (product.id * 7 + index * 13) % 40,
      is_active: true,
      properties: property ? [property] : [],
      created_at: stamp(),
    };
    db.offers.push(offer);
  });
}

/** Stock of the first products in the company's first shops, for the product details store. */
function addDetails(db: CatalogDb, companyId: number, storeIds: readonly number[]): void {
  const products = db.products.filter((p) => p.company_id === companyId && p.type === 'product').slice(0, 12);
  for (const product of products) {
    storeIds.forEach((storeId, index) => {
      const detail: ProductDetailRecord = {
        id: db.product_details.length + 1,
        company_id: companyId,
        product_id: product.id,
        store_id: storeId,
        quantity: (product.id * 3 + index * 5) % 25,
        price: index === 0 ? null : product.base_price + 20,
      };
      db.product_details.push(detail);
    });
  }
}

/** A fresh copy every call: the store mutates what it gets. */
export function createCatalogSeed(): CatalogDb {
  const db: CatalogDb = { categories: [], products: [], offers: [], properties: [], property_enums: [], product_details: [] };
  const b: Builder = { db, random: createRandom(20250601) };
  addCompanyCatalogue(b, 1, COFFEE_CATALOGUE, COFFEE_PROPERTIES, COFFEE_KITS);
  addCompanyCatalogue(b, 3, BAKERY_CATALOGUE, BAKERY_PROPERTIES, []);
  // Shop ids of the commerce seed: company 1 has shops 1–12, company 3 has 13–22.
  addDetails(db, 1, [1, 2, 3]);
  addDetails(db, 3, [13, 14]);
  return db;
}
