import { api } from '../api/client';
import {
  BLOCKS_PATH,
  MAINPAGE_PATH,
  blockPath,
  type BlockTemplate,
  type InfoBlock,
  type MainPageSettings,
  type ProductPage,
} from './types';

export * from './types';

/** §3: the server's answer also has an id, which the screen drops. */
function withoutId({ id: _id, ...settings }: MainPageSettings & { id?: number }): MainPageSettings {
  return settings;
}

const flag = (value: boolean) => (value ? 1 : 0);

export const mainPageApi = {
  settings: (signal?: AbortSignal) =>
    api.get<{ data: MainPageSettings & { id?: number } }>(MAINPAGE_PATH, { signal }).then((body) => withoutId(body.data)),
  /** §2: every toggle saves the whole set (myBookings included, though it is not listed). */
  saveSettings: ({ sliderL, sliderS, loyalty, myBookings, myOrders }: MainPageSettings) =>
    api
      .put<{ data: MainPageSettings & { id?: number } }>(MAINPAGE_PATH, { sliderL, sliderS, loyalty, myBookings, myOrders })
      .then((body) => withoutId(body.data)),
};

export interface BlockCreate {
  title: string;
  template: BlockTemplate;
  isActive: boolean;
}

export interface BlockUpdate {
  title: string;
  isActive: boolean;
  sort: number;
}

export const blocksApi = {
  list: () => api.get<{ data: InfoBlock[] }>(BLOCKS_PATH).then((body) => body.data),
  /** §7: isActive goes as 1 or 0 on creation. */
  create: ({ title, template, isActive }: BlockCreate) =>
    api.post<{ data: InfoBlock }>(BLOCKS_PATH, { title, template, isActive: flag(isActive) }).then((body) => body.data),
  /** §7: title, isActive and sort, always together (the call replaces them). */
  update: (id: number, { title, isActive, sort }: BlockUpdate) =>
    api.put<{ data: InfoBlock }>(blockPath(id), { title, isActive, sort }).then((body) => body.data),
  remove: (id: number) => api.delete<unknown>(blockPath(id)),
};

const productsPath = (blockId: number, pageId?: number) =>
  `${blockPath(blockId)}/products${pageId === undefined ? '' : `/${pageId}`}`;

export const productPagesApi = {
  add: (blockId: number, productId: number) =>
    api.post<{ data: ProductPage }>(productsPath(blockId), { productId }).then((body) => body.data),
  update: (blockId: number, page: Pick<ProductPage, 'id' | 'productId' | 'isActive'>) =>
    api
      .put<{ data: ProductPage }>(productsPath(blockId, page.id), { productId: page.productId, isActive: page.isActive })
      .then((body) => body.data),
  remove: (blockId: number, pageId: number) => api.delete<unknown>(productsPath(blockId, pageId)),
};
