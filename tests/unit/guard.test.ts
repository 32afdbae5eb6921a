import { classifyPath, decideRoute, homeFor, sameOriginRefererPath, type GuardSession } from '@/lib/server/session/route-guard';

const chief: GuardSession = { isAdmin: false, step: 'done' };
const onboarding: GuardSession = { isAdmin: false, step: '3' };
const noStep: GuardSession = { isAdmin: false, step: null };
const admin: GuardSession = { isAdmin: true, step: 'done' };

type Row = [string, string, GuardSession | null, string | null, string | null];

// [rule, path with query, session, same-origin referer, expected redirect (null = stay)]
const rows: Row[] = [
  // A logged-in user on a public auth route is sent back to the previous path.
  ['signed-in chief on /login goes back to the referer', '/login', chief, '/orders?page=2', '/orders?page=2'],
  ['signed-in chief on /registry without referer goes home', '/registry', chief, null, '/'],
  ['signed-in chief with an auth-page referer goes home', '/login', chief, '/login/recovery', '/'],
  ['signed-in chief with an admin referer goes home', '/login', chief, '/admin/companies', '/'],
  ['signed-in admin on /admin/login goes back to an admin page', '/admin/login', admin, '/admin/finance', '/admin/finance'],
  ['signed-in admin on /login without referer goes to companies', '/login', admin, null, '/admin/companies'],
  ['signed-in onboarding user on /download goes to the start screen', '/download', onboarding, null, '/start?step=3'],
  ['signed-in chief on /login/update goes home', '/login/update?token=abc', chief, null, '/'],
  // A logged-out user on any other route goes to login.
  ['signed-out on home goes to login', '/', null, null, '/login'],
  ['signed-out on a catalogue item goes to login', '/catalog/products/12', null, null, '/login'],
  ['signed-out on the start screen goes to login', '/start?step=2', null, null, '/login'],
  ['signed-out on an admin page goes to the admin login', '/admin/companies', null, null, '/admin/login'],
  ['signed-out on /admin goes to the admin login', '/admin', null, null, '/admin/login'],
  ['signed-out may open /login', '/login', null, null, null],
  ['signed-out may open /login/recovery', '/login/recovery', null, null, null],
  ['signed-out may open /login/update', '/login/update', null, null, null],
  ['signed-out may open /registry', '/registry', null, null, null],
  ['signed-out may open /admin/login', '/admin/login', null, null, null],
  ['signed-out may open /download', '/download', null, null, null],
  // Admins are sent to adminCompanies unless on an admin route.
  ['admin on home goes to companies', '/', admin, null, '/admin/companies'],
  ['admin on shops goes to companies', '/shops', admin, null, '/admin/companies'],
  ['admin on the start screen goes to companies', '/start', admin, null, '/admin/companies'],
  ['admin on /admin goes to companies', '/admin', admin, null, '/admin/companies'],
  ['admin may open companies', '/admin/companies', admin, null, null],
  ['admin may open a company', '/admin/companies/7', admin, null, null],
  ['admin may open finance', '/admin/finance', admin, null, null],
  ['admin may open settings', '/admin/settings', admin, null, null],
  // Non-admins on admin routes go to home.
  ['chief on admin companies goes home', '/admin/companies', chief, null, '/'],
  ['chief on /admin goes home', '/admin', chief, null, '/'],
  // A non-admin whose step is not 'done' is forced to startScreen with the current step.
  ['onboarding user on home goes to the start screen with the step', '/', onboarding, null, '/start?step=3'],
  ['onboarding user on orders goes to the start screen', '/orders', onboarding, null, '/start?step=3'],
  ['user without a step goes to step 1', '/', noStep, null, '/start?step=1'],
  ['onboarding user on the start screen with the right step stays', '/start?step=3', onboarding, null, null],
  ['onboarding user on the start screen with another step is corrected', '/start?step=5', onboarding, null, '/start?step=3'],
  ['onboarding user on the start screen without a step gets it', '/start', onboarding, null, '/start?step=3'],
  // Once step is 'done', startScreen redirects away.
  ['finished user on the start screen goes home', '/start?step=2', chief, null, '/'],
  ['finished user may open home', '/', chief, null, null],
  ['finished user may open settings', '/settings/main', chief, null, null],
  ['finished user may open a promo page', '/promo/3/edit/5', chief, null, null],
  // The print pages are the company user's, like the order card.
  ['finished user may print an order', '/orders/5/print', chief, null, null],
  ['finished user may print several orders', '/orders/print?ids=1,2,3', chief, null, null],
  ['signed-out on an order print goes to login', '/orders/5/print', null, null, '/login'],
  ['signed-out on a bulk print goes to login', '/orders/print?ids=1,2', null, null, '/login'],
  ['admin on an order print goes to companies', '/orders/5/print', admin, null, '/admin/companies'],
  ['onboarding user on a bulk print goes to the start screen', '/orders/print?ids=1', onboarding, null, '/start?step=3'],
  // API documentation is public to everyone.
  ['signed-out may read the docs', '/api/webhook/create', null, null, null],
  ['admin may read the docs', '/api/bonus/add', admin, null, null],
  ['onboarding user may read the docs', '/api/io/clients', onboarding, null, null],
  ['/api redirects to the first article', '/api', null, null, '/api/webhook/create'],
  // Unknown paths render the not-found page for everyone.
  ['unknown path signed out is a 404', '/no-such-page', null, null, null],
  ['unknown path signed in is a 404', '/no-such-page', chief, null, null],
  ['unknown admin sub-path is a 404', '/admin/nothing', admin, null, null],
  // The balancer's probes carry no cookie and must never be sent to a login page.
  ['signed-out balancer may probe /healthz', '/healthz', null, null, null],
  ['signed-out balancer may probe /readyz', '/readyz', null, null, null],
];

describe('decideRoute (§4 routing guard)', () => {
  it.each(rows)('%s', (_, url, session, refererPath, expected) => {
    const [pathname = '/', query] = url.split('?');
    const decision = decideRoute({ pathname, search: query ? `?${query}` : '', session, refererPath });
    expect(decision).toEqual(expected === null ? { action: 'next' } : { action: 'redirect', to: expected });
  });
});

describe('classifyPath', () => {
  it.each([
    ['/', 'company'],
    ['/catalog/categories', 'company'],
    ['/login', 'auth'],
    ['/login/', 'auth'],
    ['/admin/login', 'auth'],
    ['/admin', 'admin'],
    ['/start', 'start'],
    ['/api', 'docs'],
    ['/session/refresh', 'unknown'],
    ['/session/end-all', 'unknown'],
    ['/healthz', 'unknown'],
  ])('%s is %s', (path, area) => expect(classifyPath(path)).toBe(area));
});

describe('homeFor (§4 after login)', () => {
  it.each([
    [admin, '/admin/companies'],
    [chief, '/'],
    [onboarding, '/start?step=3'],
    [noStep, '/start?step=1'],
  ])('%o goes to %s', (session, path) => expect(homeFor(session)).toBe(path));
});

describe('sameOriginRefererPath', () => {
  const origin = 'http://localhost:3000';
  it('keeps path and query of our own origin', () =>
    expect(sameOriginRefererPath('http://localhost:3000/orders?page=2', origin)).toBe('/orders?page=2'));
  it.each(['https://evil.example/orders', 'http://localhost:3001/orders', 'not a url', null])('ignores %s', (referer) =>
    expect(sameOriginRefererPath(referer, origin)).toBeNull());
});
