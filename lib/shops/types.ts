/** The shops records' types: a leaf module that api.ts, schema.ts and the screens import (no loop). */

/** A shop as the BFF returns it (§3 "Shop": the address is its name in selectors). */
export interface Shop {
  id: number;
  address: string;
  city: string;
  /** 11 digits with the country digit 7. */
  phone: string;
  /** 'HH:mm - HH:mm'. */
  workingHours: string;
  latitude: number | null;
  longitude: number | null;
  isActive: boolean;
  createdAt: string;
}

/** A shop in selectors (GET market/stores/dropout). */
export interface ShopOption {
  id: number;
  address: string;
}

export type ShopPayload = Omit<Shop, 'id' | 'createdAt'>;
