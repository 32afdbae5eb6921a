/**
 * Demo home-screen content (§2 "Home screen details") for the coffee shop (company 1) and the
 * bakery (company 3): display settings, banners with drawn images, and information blocks of
 * every template with their pages. Product and category ids point into the catalogue seed.
 */
import type { CatalogDb } from './catalog-types';
import type {
  BannerRecord,
  BlockTemplate,
  HomeTables,
  InfoBlockRecord,
  MainPageRecord,
  MediaRecord,
  ProductPageRecord,
  PromoPageRecord,
} from './home-types';

const SEEDED_AT = '2025-03-01T10:00:00.000Z';

/** The catalogue rows the home seed refers to: product and category ids of one company. */
export interface HomeCatalogue {
  productIds: (companyId: number) => number[];
  categoryIds: (companyId: number) => number[];
}

type BannerSeed = [title: string, hue: number, isActive: boolean];
type PromoSeed = [title: string, description: string, hue: number, isActive: boolean];
type BlockSeed =
  | { title: string; template: 'articles'; isActive: boolean }
  | { title: string; template: 'promo'; isActive: boolean; promos: PromoSeed[] }
  | { title: string; template: 'products'; isActive: boolean; products: number };

interface CompanyHome {
  companyId: number;
  settings: Pick<MainPageRecord, 'slider_l' | 'slider_s' | 'loyalty' | 'my_bookings' | 'my_orders'>;
  banners: BannerSeed[];
  blocks: BlockSeed[];
}

const HOMES: CompanyHome[] = [
  {
    companyId: 1,
    settings: { slider_l: true, slider_s: false, loyalty: true, my_bookings: false, my_orders: true },
    banners: [
      ['Осеннее меню: тыквенный латте', 28, true],
      ['Второй капучино в подарок', 200, true],
      ['Завтраки до 12:00', 45, true],
      ['Зерно новой обжарки', 15, false],
    ],
    blocks: [
      { title: 'Новости кофейни', template: 'articles', isActive: true },
      {
        title: 'Акции недели',
        template: 'promo',
        isActive: true,
        promos: [
          ['Счастливые часы', 'С 15:00 до 17:00 скидка 20% на весь кофе.', 330, true],
          ['Кофе с собой дешевле', 'Принесите свою кружку — скидка 30 ₽ на любой напиток.', 140, true],
          ['День рождения', 'Десерт в подарок в день рождения при заказе напитка.', 300, false],
        ],
      },
      { title: 'Хиты продаж', template: 'products', isActive: true, products: 4 },
      { title: 'Новинки сезона', template: 'products', isActive: true, products: 2 },
      {
        title: 'Спецпредложения',
        template: 'promo',
        isActive: false,
        promos: [['Завтрак за 299 ₽', 'Круассан и американо до 11:00.', 45, true]],
      },
    ],
  },
  {
    companyId: 3,
    settings: { slider_l: false, slider_s: true, loyalty: false, my_bookings: false, my_orders: true },
    banners: [
      ['Хлеб на закваске каждое утро', 35, true],
      ['Пироги к празднику', 10, true],
    ],
    blocks: [
      { title: 'Новости пекарни', template: 'articles', isActive: true },
      { title: 'Свежая выпечка', template: 'products', isActive: true, products: 3 },
      {
        title: 'Акции пекарни',
        template: 'promo',
        isActive: true,
        promos: [['Вечерняя скидка', 'После 20:00 вся выпечка дня со скидкой 30%.', 25, true]],
      },
      { title: 'К чаю', template: 'products', isActive: false, products: 2 },
    ],
  },
];

/** The catalogue rows of a seed: parent categories for banners and promos, active products for pages. */
export function catalogueOf(catalog: CatalogDb): HomeCatalogue {
  return {
    productIds: (companyId) => catalog.products.filter((p) => p.company_id === companyId && p.is_active && p.type === 'product').map((p) => p.id),
    categoryIds: (companyId) => catalog.categories.filter((c) => c.company_id === companyId && c.parent_id === null).map((c) => c.id),
  };
}

/** A fresh copy every call: the store mutates what it gets. */
export function createHomeSeed(catalogue: HomeCatalogue): HomeTables {
  const tables: HomeTables = { main_pages: [], info_blocks: [], banners: [], media: [] };
  const image = (companyId: number, caption: string, hue: number): number => {
    const record: MediaRecord = {
      id: tables.media.length + 1,
      uuid: `seed-${tables.media.length + 1}`,
      company_id: companyId,
      content_type: 'image/svg+xml',
      source: 'seed',
      caption,
      hue,
      size: 0,
      created_at: SEEDED_AT,
    };
    tables.media.push(record);
    return record.id;
  };
  let pageId = 0;

  for (const home of HOMES) {
    const { companyId } = home;
    tables.main_pages.push({ id: tables.main_pages.length + 1, company_id: companyId, ...home.settings, loyalty_ready_at: null });

    const categories = catalogue.categoryIds(companyId);
    home.banners.forEach(([title, hue, isActive], index) => {
      const banner: BannerRecord = {
        id: tables.banners.length + 1,
        company_id: companyId,
        title,
        category_id: categories[index % Math.max(1, categories.length)] ?? 0,
        image_id: image(companyId, title, hue),
        is_active: isActive,
        created_at: SEEDED_AT,
      };
      tables.banners.push(banner);
    });

    const products = catalogue.productIds(companyId);
    let productCursor = 0;
    home.blocks.forEach((seed, sort) => {
      const block: InfoBlockRecord = {
        id: tables.info_blocks.length + 1,
        company_id: companyId,
        title: seed.title,
        template: seed.template satisfies BlockTemplate,
        is_active: seed.isActive,
        sort,
        products: [],
        promos: [],
      };
      if (seed.template === 'products') {
        for (let i = 0; i < seed.products && productCursor < products.length; i += 1) {
          const page: ProductPageRecord = { id: ++pageId, product_id: products[productCursor++]!, is_active: i !== 1 };
          block.products.push(page);
        }
      }
      if (seed.template === 'promo') {
        for (const [title, description, hue, isActive] of seed.promos) {
          const page: PromoPageRecord = {
            id: ++pageId,
            title,
            description,
            category_id: categories[pageId % Math.max(1, categories.length)] ?? null,
            is_active: isActive,
            image_ids: [image(companyId, title, hue)],
          };
          block.promos.push(page);
        }
      }
      tables.info_blocks.push(block);
    });
  }
  return tables;
}
