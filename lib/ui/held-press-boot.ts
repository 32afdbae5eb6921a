/**
 * The attribute of a server-rendered screen part whose code is still on the way (deferHydration).
 * Presses and typing inside it are held for its code (components/ui/held-input.ts).
 */
export const HYDRATING = 'data-hydrating';

declare global {
  interface Window {
    /** Set by HELD_PRESS_BOOT_HTML: stops its listener and gives what it held, if anything. */
    __heldPressStop?: () => EventTarget | null;
  }
}

/**
 * Runs from the back office's HTML, before any of the page's scripts: on a slow phone the card is
 * on screen for a second or more before the first script has arrived, and a press on it then
 * («Удалить», «Показать», a tab) would be lost, since nothing listens yet. It holds the last
 * such press inside a `[data-hydrating]` part, as held-input.ts does once it is loaded, which
 * takes it over (`__heldPressStop`). A checkbox or radio is left to toggle natively: the page's
 * first script reads the changed field. Markup rather than a React <script> (as MENU_BOOT_HTML),
 * allowed by its hash in the CSP (lib/server/security/csp.ts).
 */
export const HELD_PRESS_BOOT_HTML = `<script>(function(){var p=null;function h(e){var t=e.target;if(!(t instanceof Element)||!t.closest("[${HYDRATING}]")||t.matches("input[type=checkbox],input[type=radio]"))return;e.preventDefault();e.stopImmediatePropagation();p=t}addEventListener("click",h,true);window.__heldPressStop=function(){removeEventListener("click",h,true);return p}})()</script>`;
