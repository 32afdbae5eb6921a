/** Home-screen records as the BFF returns them (§3), camelCase. Importable from server code. */

/** §3 "Main-page settings". `loyalty` is missing while the upstream still prepares it (§4). */
export interface MainPageSettings {
  sliderL: boolean;
  sliderS: boolean;
  loyalty?: boolean;
  myBookings: boolean;
  myOrders: boolean;
}

export type BlockTemplate = 'articles' | 'promo' | 'products';

/** §3 "Template": the code and the name shown. */
export interface BlockTemplateOption {
  name: BlockTemplate;
  nameRu: string;
}

/** An uploaded image (§3 "Banner": image object with previewUrl). */
export interface StoredImage {
  id: number;
  uuid?: string;
  previewUrl: string;
}

/** §3 "Block page (product)"; `title` is the product's name. */
export interface ProductPage {
  id: number;
  productId: number;
  isActive: boolean;
  title?: string | null;
}

/** §3 "Block page (promo)". */
export interface PromoPage {
  id: number;
  title: string;
  description: string;
  categoryId: number | null;
  isActive: boolean;
  images: StoredImage[];
}

/**
 * A page of an 'articles' block: a published news item (read only here, edited under /news).
 * Not part of BlockPage: the page controls of the other templates never see one.
 */
export interface ArticlePage {
  id: number;
  title: string;
  shortText: string;
  publishedAt: string;
  image: StoredImage | null;
}

export type BlockPage = ProductPage | PromoPage;

/** §3 "Info block". */
export interface InfoBlock {
  id: number;
  title: string;
  template: BlockTemplate;
  isActive: boolean;
  sort: number;
  children: BlockPage[];
}

/** §3 "Category option"; also the product options of the 'Выберите товар' select. */
export interface NamedOption {
  id: number;
  name: string;
}

export const MAINPAGE_PATH = 'chief/mainpage';
export const BLOCKS_PATH = `${MAINPAGE_PATH}/blocks`;
export const TEMPLATES_PATH = `${MAINPAGE_PATH}/templates`;
export const blockPath = (id: number | string) => `${BLOCKS_PATH}/${encodeURIComponent(String(id))}`;
export const promoPath = (blockId: number | string, promoId?: number | string) =>
  `${blockPath(blockId)}/promos${promoId === undefined ? '' : `/${encodeURIComponent(String(promoId))}`}`;

/** §3 "Banner". */
export interface Banner {
  id: number;
  title: string;
  categoryId: number;
  image: StoredImage | null;
  isActive: boolean;
}

/**
 * The body of PUT banners/{id} (§7): a PUT replaces, so all three go together whenever any of
 * them changed (§4), and the call is skipped when none did.
 */
export type BannerTextFields = Pick<Banner, 'title' | 'categoryId' | 'isActive'>;
