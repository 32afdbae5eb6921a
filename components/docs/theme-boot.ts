import { THEME_COOKIE } from '@/components/layout/theme-state';

/**
 * The back office's theme choice of this device, carried into the API docs. The docs are
 * prerendered, so the server cannot read the `theme` cookie as the signed-in layouts do: this
 * runs from their HTML before the first paint and marks its own wrapper with `data-theme`, which
 * the global CSS keys the page's colours off (`:root:has([data-theme=…])`, app/globals.css).
 * Without the cookie (no choice, «Как в системе») the docs follow the system, as before.
 * Markup rather than a React <script>, as MENU_BOOT_HTML; its hash is in the docs' CSP like
 * every inline script of a built page (lib/server/security/docs-csp.ts).
 */
export const THEME_BOOT_HTML = `<script>try{var m=document.cookie.match(/(?:^|; )${THEME_COOKIE}=(light|dark)(?:;|$)/);if(m)document.currentScript.parentElement.setAttribute("data-theme",m[1])}catch(e){}</script>`;
