import { field, record, type Field } from '../schema/record';
import type { Banner, BlockPage, BlockTemplate, BlockTemplateOption, InfoBlock, MainPageSettings, NamedOption, StoredImage } from './types';

/** Home-screen records as read from the upstream (§3 "Main-page settings", "Info block", "Banner", "Template"). */

const TEMPLATES: readonly BlockTemplate[] = ['articles', 'promo', 'products'];

export const storedImageSchema = record<StoredImage>('home-image', {
  id: field.number(),
  uuid: field.optional(field.text()),
  previewUrl: field.text(),
});

export const bannerSchema = record<Banner>('banner', {
  id: field.number(),
  title: field.text(),
  categoryId: field.number(),
  image: field.record(storedImageSchema),
  isActive: field.boolean(),
});

/**
 * A page of a block is a product page or a promo page, told apart by its block's template; only
 * the id and the flag both share are checked here, the rest passes through as sent.
 */
const blockPageSchema = record<{ id: number; isActive: boolean }>('block-page', { id: field.number(), isActive: field.boolean() });

export const infoBlockSchema = record<InfoBlock>('info-block', {
  id: field.number(),
  title: field.text(),
  template: field.oneOf(TEMPLATES, 'articles'),
  isActive: field.boolean(),
  sort: field.number(),
  children: field.list(blockPageSchema) as Field<BlockPage[]>,
});

/** §3: the server's `id` is dropped by the caller; `loyalty` is absent while the upstream prepares it (§4). */
export const mainPageSettingsSchema = record<MainPageSettings>(
  'mainpage-settings',
  {
    sliderL: field.boolean(),
    sliderS: field.boolean(),
    loyalty: field.optional(field.boolean()),
    myBookings: field.boolean(),
    myOrders: field.boolean(),
  },
  { idKey: null },
);

export const templateOptionSchema = record<BlockTemplateOption>(
  'block-template',
  { name: field.oneOf(TEMPLATES, 'articles'), nameRu: field.text() },
  { idKey: 'name' },
);

export const namedOptionSchema = record<NamedOption>('named-option', { id: field.number(), name: field.text() });

/**
 * What the summary strip reads of an order and of a client: only the figure's field. A row is
 * counted whether or not it carries an id, since the strip never opens it.
 */
export const summaryOrderSchema = record<{ total: number }>('summary-order', { total: field.number() }, { idKey: null });
export const summaryClientSchema = record<{ createdAt: string }>('summary-client', { createdAt: field.text() }, { idKey: null });
