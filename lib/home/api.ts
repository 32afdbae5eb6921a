import { api } from '../api/client';
import { readAnswer, readRows } from '../schema/read-later';
import {
  BLOCKS_PATH,
  MAINPAGE_PATH,
  blockPath,
  type BlockTemplate,
  type MainPageSettings,
  type ProductPage,
} from './types';

/** The resource's schemas, loaded with the first answer read (lib/schema/read-later.ts). */
const schemas = () => import('./schema');

export * from './types';

/** §3: the server's answer also has an id, which the screen drops. */
async function withoutId(body: unknown): Promise<MainPageSettings> {
  const { id: _id, ...settings } = (await readAnswer(schemas, (s) => s.mainPageSettingsSchema, body)) as MainPageSettings & { id?: unknown };
  return settings;
}

const flag = (value: boolean) => (value ? 1 : 0);

export const mainPageApi = {
  settings: (signal?: AbortSignal) =>
    api.get<unknown>(MAINPAGE_PATH, { signal }).then(withoutId),
  /** §2: every toggle saves the whole set (myBookings included, though it is not listed). */
  saveSettings: ({ sliderL, sliderS, loyalty, myBookings, myOrders }: MainPageSettings) =>
    api
      .put<unknown>(MAINPAGE_PATH, { sliderL, sliderS, loyalty, myBookings, myOrders })
      .then(withoutId),
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
  list: () => api.get<unknown>(BLOCKS_PATH).then(async (body) => (await readRows(schemas, (s) => s.infoBlockSchema, body)) ?? []),
  /** §7: isActive goes as 1 or 0 on creation. */
  create: ({ title, template, isActive }: BlockCreate) =>
    api.post<unknown>(BLOCKS_PATH, { title, template, isActive: flag(isActive) }).then((body) => readAnswer(schemas, (s) => s.infoBlockSchema, body)),
  /** §7: title, isActive and sort, always together (the call replaces them). */
  update: (id: number, { title, isActive, sort }: BlockUpdate) =>
    api.put<unknown>(blockPath(id), { title, isActive, sort }).then((body) => readAnswer(schemas, (s) => s.infoBlockSchema, body, id)),
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
