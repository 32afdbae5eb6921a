/**
 * The docs menu's wide-screen state, kept in localStorage. On mobile the menu is a drawer that
 * always starts closed, so only the wide-screen choice is remembered.
 */
export const MENU_STORAGE_KEY = 'docs-menu';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export function readMenuCollapsed(storage: Storage | undefined): boolean {
  try {
    return storage?.getItem(MENU_STORAGE_KEY) === 'collapsed';
  } catch {
    // Storage can be disabled (private mode, policies): fall back to the default, open.
    return false;
  }
}

export function writeMenuCollapsed(storage: Storage | undefined, collapsed: boolean): void {
  try {
    storage?.setItem(MENU_STORAGE_KEY, collapsed ? 'collapsed' : 'open');
  } catch {
    // Not remembered this time; the menu still toggles.
  }
}

/**
 * Runs from the server HTML before the first paint, inside the shell element, so a menu the
 * reader collapsed does not flash open while the page hydrates. It is markup, not a React
 * <script>: React would not run it on a client render anyway, and would warn about it.
 */
export const MENU_BOOT_HTML = `<script>try{if(localStorage.getItem(${JSON.stringify(MENU_STORAGE_KEY)})==="collapsed")document.currentScript.closest("[data-docs-shell]").setAttribute("data-collapsed","")}catch(e){}</script>`;
