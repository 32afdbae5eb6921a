import { MOBILE_MAX_WIDTH } from '@/lib/docs/constants';
import { readMenuCollapsed, writeMenuCollapsed } from '@/lib/ui/docs-menu-state';
import { storageSignal } from '@/lib/ui/storage-signal';
import { listen, type Stops } from './listen';

const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/**
 * The menu toggle (DocsShell's markup). On a wide screen it collapses the menu and remembers
 * that (the boot script applies it before the first paint, other tabs' changes follow); on
 * mobile it opens the menu as a drawer that starts closed and closes on Escape, on the backdrop,
 * on leaving the mobile width, and on leaving the page (choosing a page is a full page load).
 */
export function menuBehaviour(shell: HTMLElement, stops: Stops): void {
  const toggle = shell.querySelector<HTMLElement>('[data-docs-toggle]');
  const backdrop = shell.querySelector('[data-docs-backdrop]');
  if (!toggle) return;
  const mobile = window.matchMedia(MOBILE_QUERY);
  // When storage is disabled the choice still holds for this page's life.
  let collapsed = readMenuCollapsed(window.localStorage);
  let drawerOpen = false;

  const show = () => {
    if (!mobile.matches) drawerOpen = false;
    shell.toggleAttribute('data-collapsed', collapsed);
    shell.toggleAttribute('data-drawer-open', drawerOpen);
    toggle.setAttribute('aria-expanded', String(mobile.matches ? drawerOpen : !collapsed));
  };
  const onToggle = () => {
    if (mobile.matches) drawerOpen = !drawerOpen;
    else {
      collapsed = !collapsed;
      writeMenuCollapsed(window.localStorage, collapsed);
    }
    show();
  };
  const closeDrawer = () => {
    drawerOpen = false;
    show();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!drawerOpen || event.key !== 'Escape') return;
    closeDrawer();
    toggle.focus();
  };
  const onStored = () => {
    collapsed = readMenuCollapsed(window.localStorage);
    show();
  };

  show();
  listen(stops, toggle, 'click', onToggle);
  if (backdrop) listen(stops, backdrop, 'click', closeDrawer);
  listen(stops, document, 'keydown', onKeyDown);
  listen(stops, mobile, 'change', show);
  // Leaving the page closes the drawer, so going back (the browser's back-forward cache keeps the
  // page as it was) finds it closed, as a fresh load would.
  listen(stops, window, 'pagehide', closeDrawer);
  stops.push(storageSignal().subscribe(onStored));
}
