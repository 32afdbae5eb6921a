/**
 * Every screen of a company user (chief) and of the administrator, for the checks that walk all
 * of them (the phone layout, the dark theme). A detail screen is opened with a record of the demo seed that
 * belongs to the signed-in company.
 */
import type { Page } from '@playwright/test';

/**
 * The order card: the seed numbers orders in the order they were placed across all companies, so
 * no fixed id is sure to be the signed-in company's. `screenUrl` puts its newest order's id in.
 */
export const ORDER_CARD = '/orders/{newest}';

/** The address to open for a screen of the lists below. */
export async function screenUrl(page: Page, path: string): Promise<string> {
  if (path !== ORDER_CARD) return path;
  const answer = (await (await page.request.get('/dashboard/v1/chief/market/orders?perPage=1')).json()) as { data: { data: { id: number }[] } };
  return `/orders/${answer.data.data[0]!.id}`;
}

export const CHIEF_SCREENS = [
  '/',
  '/activity',
  '/builder',
  '/catalog/categories',
  '/catalog/categories/1',
  '/catalog/categories/create',
  '/catalog/kits',
  '/catalog/products',
  '/catalog/products/1',
  '/catalog/products/1/offers/1',
  '/catalog/products/1/offers/create',
  '/catalog/products/create',
  '/catalog/properties',
  '/clients',
  '/clients/2',
  '/company',
  // The seed's text section (the editor and its toolbar) and photo gallery.
  '/company/1',
  '/company/2',
  '/finance',
  '/integrations',
  '/integrations/client/edit',
  '/integrations/client/import',
  '/integrations/order/edit',
  '/integrations/order/import',
  '/news',
  '/news/1',
  '/news/create',
  '/orders',
  ORDER_CARD,
  '/profile',
  '/profile/sessions',
  '/settings/bottom-navbar',
  '/settings/main',
  '/settings/pay-delivery',
  '/settings/store',
  '/shops',
  '/shops/1',
  '/shops/create',
];

export const ADMIN_SCREENS = ['/admin/activity', '/admin/companies', '/admin/companies/1', '/admin/finance', '/admin/settings'];
