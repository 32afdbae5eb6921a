/** Every route of §2, built in one place so no screen spells a path by hand. */
export const paths = {
  home: '/',
  login: '/login',
  recovery: '/login/recovery',
  passwordUpdate: '/login/update',
  registry: '/registry',
  adminLogin: '/admin/login',
  download: '/download',
  startScreen: (step?: string | number) =>
    step === undefined ? '/start' : `/start?step=${encodeURIComponent(String(step))}`,
  profile: '/profile',
  adminHome: '/admin',
  adminCompanies: '/admin/companies',
  adminCompany: (id: string | number) => `/admin/companies/${id}`,
  adminFinance: '/admin/finance',
  adminSettings: '/admin/settings',
  docsHome: '/api/webhook/create',
  menuSection: (id: string | number) => `/company/${id}`,
  shops: '/shops',
  shopCreate: '/shops/create',
  shop: (id: string | number) => `/shops/${id}`,
  orders: '/orders',
  order: (id: string | number) => `/orders/${id}`,
  clients: '/clients',
  client: (id: string | number) => `/clients/${id}`,
  promoCreate: (blockId: string | number) => `/promo/${blockId}/create`,
  promoEdit: (blockId: string | number, promoId: string | number) => `/promo/${blockId}/edit/${promoId}`,
} as const;

/** Public auth routes of §2: shown only to a signed-out visitor. */
export const publicAuthRoutes: readonly string[] = [
  paths.login,
  paths.recovery,
  paths.passwordUpdate,
  paths.registry,
  paths.adminLogin,
  paths.download,
];
