import type { useRouter } from 'next/navigation';
import { hardNavigate } from './hard-navigate';

type Router = ReturnType<typeof useRouter>;

/** How long a client navigation may take before the page is loaded in full instead. */
export const PUSH_FALLBACK_MS = 3000;

/**
 * Production builds of Next 15 now and then fetch the new page and never commit it
 * (vercel/next.js#83386, #97807; most often on a busy CPU): the click or the push is lost and
 * the user is left on a page that no longer answers. After `waitMs`, if the address is still
 * the one the navigation started from, the page is loaded in full. A user who has moved on in
 * the meantime is not pulled back. Returns a function that cancels the check.
 */
export function loadIfStuck(href: string, waitMs = PUSH_FALLBACK_MS): () => void {
  const from = currentAddress();
  if (sameAddress(from, href)) return () => {};
  const timer = window.setTimeout(() => {
    if (currentAddress() === from) hardNavigate(href);
  }, waitMs);
  return () => window.clearTimeout(timer);
}

/** `router.push`, then a full page load if the router has not left the current address in time. */
export function pushOrLoad(router: Router, href: string, waitMs = PUSH_FALLBACK_MS): void {
  loadIfStuck(href, waitMs);
  router.push(href);
}

/**
 * The target of a click that the client router took over: a plain left click on a same-origin
 * link to another address, whose default the router prevented. Anything else (a new tab, a
 * download, a hash on this page, a click nobody handled) is the browser's own business: null.
 */
export function clientRoutedHref(event: MouseEvent): string | null {
  if (!event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const href = url.pathname + url.search + url.hash;
  return sameAddress(currentAddress(), href) ? null : href;
}

function currentAddress(): string {
  return window.location.pathname + window.location.search;
}

/** Whether `href` leads to the address we are on (a hash alone does not leave the page). */
function sameAddress(address: string, href: string): boolean {
  return address === href.split('#')[0];
}
