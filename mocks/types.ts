/**
 * Records of the demo upstream. Keys are snake_case on purpose: they are what the real
 * upstream stores and returns, so records can be sent as they are.
 */
import type { PlatformPaymentRecord, PlatformSettingsRecord } from './admin-types';
import type { AndroidListingRecord, IosListingRecord } from './app-listing';
import type { CatalogDb } from './catalog-types';
import type { CustomerRecord, OrderRecord, ShopRecord, StoreStatusRecord } from './commerce-types';
import type { CompanyTables } from './company-types';
import type { HomeTables } from './home-types';
import type { NewsTables } from './news-types';
import type { SettingsDb } from './settings-types';

export type Role = 'chief' | 'admin';

export type AppState = 'draft' | 'moderation' | 'published' | 'rejected';

export interface UserRecord {
  id: number;
  role: Role;
  name: string;
  email: string;
  /** Plain text: this is throw-away demo data, never real credentials. */
  password: string;
  /** 11 digits with the country digit 7, e.g. '79161234567'. */
  phone: string;
  /** Onboarding step: '1', '2', ... or 'done'. */
  step: string;
  company_id: number | null;
  /** False until a registration is confirmed by code; unverified users cannot log in. */
  verified: boolean;
  created_at: string;
}

export interface CompanyRecord {
  id: number;
  name: string;
  legal_name: string;
  inn: string;
  city: string;
  address: string;
  email: string;
  phone: string;
  created_at: string;
  is_active: boolean;
  app_state: AppState;
}

export interface TokenRecord {
  token: string;
  user_id: number;
  role: Role;
  expires_at: string;
  revoked: boolean;
  created_at: string;
}

export interface CodeRecord {
  /** Canonical 11-digit phone. */
  phone: string;
  role: Role;
  code: string;
  expires_at: string;
  used: boolean;
  created_at: string;
}

export interface ResetTokenRecord {
  token: string;
  user_id: number;
  email: string;
  expires_at: string;
  used: boolean;
  created_at: string;
}

export type SectionType = 'photo' | 'html_text' | 'license';

/** A company information section (§3 "Company section"): a menu item of the company user. */
export interface SectionRecord {
  id: number;
  company_id: number;
  title: string;
  type: SectionType;
  is_active: boolean;
  sort: number;
  /** HTML of an html_text section. */
  content: string;
  /** Name of its menu icon (GET menu-items/icons); absent: none chosen. */
  icon?: string | null;
  created_at: string;
}

/** A "call a manager" request from the floating widget. */
export interface CallRequestRecord {
  id: number;
  user_id: number;
  company_id: number | null;
  created_at: string;
}

/** Theme colours of the mobile app (§3 settings form labels), '#RRGGBB'. */
export interface AppColors {
  primary: string;
  secondary: string;
  icon: string;
  background1: string;
  background2: string;
  text: string;
  gradient1: string;
  gradient2: string;
}

export type AuthType = 'phone' | 'email';

/**
 * A company's mobile application (§3 "App main data"); one per company. Its state is the
 * company's `app_state`, so the admin list and the app never disagree.
 */
export interface ApplicationRecord {
  company_id: number;
  app_uuid: string;
  /** The company name shown inside the app. */
  company_name: string;
  /** The caption under the icon on the phone's home screen. */
  icon_name: string;
  splash_screen_text: string;
  logo: string | null;
  colors: AppColors;
  jivo: string | null;
  auth_type: AuthType;
  two_factor: boolean;
  has_delivery: boolean;
  has_favorite: boolean;
  has_market: boolean;
  has_pickup: boolean;
  has_services: boolean;
  /** Store pages, once the app is published. */
  app_store_url: string | null;
  google_play_url: string | null;
  updated_at: string;
  /** Store listings (mocks/app-listing.ts); absent in a store written before they existed. */
  ios?: IosListingRecord;
  android?: AndroidListingRecord;
}

/** Bumped when the shape changes, so an old store file is reseeded instead of misread. */
export const DB_VERSION = 14;

export interface Db extends HomeTables, NewsTables, CompanyTables {
  version: typeof DB_VERSION;
  users: UserRecord[];
  companies: CompanyRecord[];
  tokens: TokenRecord[];
  codes: CodeRecord[];
  reset_tokens: ResetTokenRecord[];
  sections: SectionRecord[];
  call_requests: CallRequestRecord[];
  applications: ApplicationRecord[];
  shops: ShopRecord[];
  statuses: StoreStatusRecord[];
  customers: CustomerRecord[];
  orders: OrderRecord[];
  catalog: CatalogDb;
  settings: SettingsDb;
  platform_payments: PlatformPaymentRecord[];
  platform_settings: PlatformSettingsRecord;
}
