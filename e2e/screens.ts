/** Every screen of each signed-in role, for the checks that visit them all (phone layout, dark theme). */

export const CHIEF_SCREENS = [
  '/',
  '/builder',
  '/catalog/categories',
  '/catalog/categories/1',
  '/catalog/categories/create',
  '/catalog/kits',
  '/catalog/products',
  '/catalog/products/1',
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
  '/integrations/client/import',
  '/integrations/order/import',
  '/news',
  '/news/create',
  '/orders',
  '/orders/1',
  '/profile',
  '/settings/bottom-navbar',
  '/settings/main',
  '/settings/pay-delivery',
  '/settings/store',
  '/shops',
  '/shops/create',
];

export const ADMIN_SCREENS = ['/admin/companies', '/admin/companies/1', '/admin/finance', '/admin/settings'];
