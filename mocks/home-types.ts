/**
 * Records of the home screen in the demo upstream (§3): main-page settings, information blocks
 * with their pages, advertising banners, and the images uploaded for them. snake_case keys, as
 * the upstream stores and returns them.
 */

/** §3 "Main-page settings": one set per company. */
export interface MainPageRecord {
  id: number;
  company_id: number;
  slider_l: boolean;
  slider_s: boolean;
  loyalty: boolean;
  my_bookings: boolean;
  my_orders: boolean;
  /**
   * Until this moment the loyalty programme is still being prepared and the upstream leaves the
   * `loyalty` key out of its answer (§4: the screen polls until it appears). Null: ready.
   */
  loyalty_ready_at: string | null;
}

export type BlockTemplate = 'articles' | 'promo' | 'products';

/** A product page of a 'products' block: one product of the catalogue. */
export interface ProductPageRecord {
  id: number;
  product_id: number;
  is_active: boolean;
}

/** A promo page of a 'promo' block. */
export interface PromoPageRecord {
  id: number;
  title: string;
  description: string;
  category_id: number | null;
  is_active: boolean;
  /** Ids of MediaRecord. */
  image_ids: number[];
}

/** §3 "Info block". Pages are kept inside the block, as the upstream returns them. */
export interface InfoBlockRecord {
  id: number;
  company_id: number;
  title: string;
  template: BlockTemplate;
  is_active: boolean;
  sort: number;
  products: ProductPageRecord[];
  promos: PromoPageRecord[];
}

/** §3 "Banner". */
export interface BannerRecord {
  id: number;
  company_id: number;
  title: string;
  category_id: number;
  /** Id of a MediaRecord. */
  image_id: number | null;
  is_active: boolean;
  created_at: string;
}

/**
 * An image the upstream keeps. Uploaded bytes live in files beside the store (or in memory for
 * Jest); seeded images are drawn as SVG on request, so the seed needs no binary files.
 */
export interface MediaRecord {
  id: number;
  uuid: string;
  company_id: number;
  content_type: string;
  /** 'upload': bytes stored under `uuid`; 'seed': an SVG drawn from `caption` and `hue`. */
  source: 'upload' | 'seed';
  caption: string;
  hue: number;
  size: number;
  created_at: string;
}

export interface HomeTables {
  main_pages: MainPageRecord[];
  info_blocks: InfoBlockRecord[];
  banners: BannerRecord[];
  media: MediaRecord[];
}
