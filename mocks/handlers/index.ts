import { http } from 'msw';
import { contractGuard } from '../contract/check';
import { fail } from '../http';
import { recordRequest } from '../request-log';
import { aboutHandlers } from './about';
import { adminHandlers } from './admin';
import { adminFinanceHandlers } from './admin-finance';
import { adminSettingsHandlers } from './admin-settings';
import { applicationHandlers } from './application';
import { applicationListingHandlers } from './application-listing';
import { authHandlers } from './auth';
import { bannerHandlers } from './banners';
import { catalogCategoryHandlers } from './catalog';
import { catalogOfferHandlers } from './catalog-offers';
import { catalogProductHandlers } from './catalog-products';
import { catalogPropertyHandlers } from './catalog-properties';
import { contactHandlers } from './contacts';
import { customerHandlers } from './customers';
import { demoHandlers, injectedFaults } from './demo';
import { mainPageHandlers } from './mainpage';
import { mediaHandlers } from './mainpage-media';
import { newsHandlers } from './news';
import { integrationHandlers } from './integration';
import { orderHandlers } from './orders';
import { passwordResetHandlers } from './password-reset';
import { paymentHandlers } from './payments';
import { profileHandlers } from './profile';
import { registrationHandlers } from './registration';
import { settingsAppHandlers } from './settings-app';
import { settingsStoreHandlers } from './settings-store';
import { shopHandlers } from './shops';

// Returns nothing, so msw goes on to the handler that answers: logging never changes a response.
const recordDashboardRequests = http.all('/dashboard/*', async ({ request }) => {
  await recordRequest(request);
});

const notFound = [
  http.all('/dashboard/*', () => fail(404, 'Не найдено')),
  http.all('/__demo/*', () => fail(404, 'Не найдено')),
];

/** Every handler of the demo upstream, in matching order (relative paths, snake_case JSON). */
export const handlers = [
  recordDashboardRequests,
  // Strict mode: a request that breaks the §7 contract is refused before any handler sees it.
  contractGuard,
  // Demo faults of e2e tests come before the handler that would answer.
  injectedFaults,
  ...authHandlers,
  ...registrationHandlers,
  ...passwordResetHandlers,
  ...profileHandlers,
  ...aboutHandlers,
  ...contactHandlers,
  ...applicationHandlers,
  ...applicationListingHandlers,
  ...shopHandlers,
  ...orderHandlers,
  ...paymentHandlers,
  ...settingsStoreHandlers,
  ...settingsAppHandlers,
  ...customerHandlers,
  ...adminHandlers,
  ...adminFinanceHandlers,
  ...adminSettingsHandlers,
  ...mainPageHandlers,
  ...bannerHandlers,
  ...mediaHandlers,
  ...newsHandlers,
  ...integrationHandlers,
  // Offers first: products/offer-list must not be read as products/:id.
  ...catalogOfferHandlers,
  ...catalogProductHandlers,
  ...catalogCategoryHandlers,
  ...catalogPropertyHandlers,
  ...demoHandlers,
  ...notFound,
];
