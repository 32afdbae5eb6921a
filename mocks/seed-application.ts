/** Seeded mobile applications of the demo companies (§3 "App main data"). */
import { seedListings } from './app-listing';
import type { AppColors, ApplicationRecord } from './types';

/** Colours a new application starts with until the company picks its own. */
export const DEFAULT_COLORS: AppColors = {
  primary: '#2F6FEB',
  secondary: '#F2994A',
  icon: '#FFFFFF',
  background1: '#FFFFFF',
  background2: '#F3F5F9',
  text: '#1F2430',
  gradient1: '#2F6FEB',
  gradient2: '#6FA8FF',
};

type ApplicationSeed = Pick<
  ApplicationRecord,
  'company_id' | 'app_uuid' | 'company_name' | 'icon_name' | 'splash_screen_text' | 'colors' | 'auth_type' | 'two_factor'
> &
  Partial<ApplicationRecord>;

const SEEDS: ApplicationSeed[] = [
  {
    company_id: 1,
    app_uuid: '3f6c1a52-8d0e-4c7b-9a41-2b7e5d1f0c11',
    company_name: 'Кофейня «Утро»',
    icon_name: 'Утро',
    splash_screen_text: 'Доброе утро начинается с кофе',
    colors: {
      primary: '#6B3E26',
      secondary: '#E7B77A',
      icon: '#FFF8F0',
      background1: '#FFF8F0',
      background2: '#F3E6D8',
      text: '#2B1B12',
      gradient1: '#6B3E26',
      gradient2: '#B9794A',
    },
    auth_type: 'phone',
    two_factor: false,
    has_delivery: true,
    has_favorite: true,
    has_market: true,
    has_pickup: true,
    app_store_url: 'https://apps.apple.com/ru/app/id6471032915',
    google_play_url: 'https://play.google.com/store/apps/details?id=ru.utrocoffee.app',
    jivo: 'utro-coffee-7f3a',
    updated_at: '2025-06-02T10:15:00.000Z',
  },
  {
    company_id: 2,
    app_uuid: '9b2d4e70-1c3f-4a8e-b5d6-7e0f2a9c4b22',
    company_name: 'Флокс',
    icon_name: 'Флокс',
    splash_screen_text: '',
    colors: {
      primary: '#8E3B8F',
      secondary: '#F4A6C6',
      icon: '#FFFFFF',
      background1: '#FFFFFF',
      background2: '#FBF0F6',
      text: '#2A1F2B',
      gradient1: '#8E3B8F',
      gradient2: '#D66BA0',
    },
    auth_type: 'email',
    two_factor: false,
    has_delivery: true,
    updated_at: '2026-01-20T12:30:00.000Z',
  },
  {
    company_id: 3,
    app_uuid: 'c41e7a08-5b29-4f6d-8c13-0a9d6e2f7b33',
    company_name: 'Хлебный дом',
    icon_name: 'Хлебный дом',
    splash_screen_text: 'Хлеб на закваске каждый день',
    colors: {
      primary: '#A0522D',
      secondary: '#F2C14E',
      icon: '#FFFFFF',
      background1: '#FFFDF7',
      background2: '#F5EBDD',
      text: '#3B2A1A',
      gradient1: '#A0522D',
      gradient2: '#D9A066',
    },
    auth_type: 'phone',
    two_factor: true,
    has_delivery: true,
    has_favorite: true,
    has_market: true,
    has_pickup: true,
    has_services: false,
    app_store_url: 'https://apps.apple.com/ru/app/id6502118847',
    google_play_url: 'https://play.google.com/store/apps/details?id=ru.hlebdom.app',
    updated_at: '2025-04-18T08:00:00.000Z',
  },
];

/** A record with every field, the unset ones at their defaults. */
export function applicationRecord(seed: ApplicationSeed): ApplicationRecord {
  return {
    logo: null,
    jivo: null,
    has_delivery: false,
    has_favorite: false,
    has_market: false,
    has_pickup: false,
    has_services: false,
    app_store_url: null,
    google_play_url: null,
    updated_at: new Date().toISOString(),
    ...seedListings(seed.company_id),
    ...seed,
    colors: { ...seed.colors },
  };
}

/** A fresh copy every call: the store mutates what it gets. */
export function createApplicationSeed(): ApplicationRecord[] {
  return SEEDS.map(applicationRecord);
}
