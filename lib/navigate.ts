import type { useRouter } from 'next/navigation';
import { hardNavigate } from './hard-navigate';

type Router = ReturnType<typeof useRouter>;

/** How long a client navigation may take before the page is loaded in full instead. */
export const PUSH_FALLBACK_MS = 3000;

/**
 * `router.push`, then a full page load if the router has not left the current address in time.
 * Production builds of Next 15 now and then fetch the new page and never commit it
 * (vercel/next.js#83386); after a create or a delete the user must not be left on a dead page.
 * The fallback fires only while the address is still the one the push started from, so a user
 * who has moved on in the meantime is not pulled back.
 */
export function pushOrLoad(router: Router, href: string, waitMs = PUSH_FALLBACK_MS): void {
  const from = currentAddress();
  router.push(href);
  window.setTimeout(() => {
    if (currentAddress() === from && from !== href) hardNavigate(href);
  }, waitMs);
}

function currentAddress(): string {
  return window.location.pathname + window.location.search;
}
