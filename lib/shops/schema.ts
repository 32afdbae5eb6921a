import { field, record } from '../schema/record';
import type { Shop, ShopOption } from './types';

/** Shops as read from the upstream (§3 "Shop": id and the address, its name in selects). */

export const shopSchema = record<Shop>('shop', {
  id: field.number(),
  address: field.text(),
  city: field.text(),
  phone: field.text(),
  workingHours: field.text(),
  latitude: field.numberOrNull(),
  longitude: field.numberOrNull(),
  isActive: field.boolean(),
  createdAt: field.text(),
});

export const shopOptionSchema = record<ShopOption>('shop-option', { id: field.number(), address: field.text() });
