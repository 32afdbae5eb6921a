/**
 * The attribute the boot script below sets, with `aria-busy`, on a control pressed before the
 * page's script has taken the page over; the script's first effect clears both
 * (components/layout/press-feedback-live.tsx).
 */
export const EARLY_PRESS = 'data-early-press';

declare global {
  interface Window {
    /** Set by PRESS_FEEDBACK_BOOT_HTML: stops it and clears the marks it set. */
    __pressLive?: () => void;
  }
}

/**
 * Runs from the back office's HTML before any of the page's scripts. A card's code comes with its
 * page, so once React is running no press is lost (React hydrates the pressed control at once and
 * hands it the press), but on a slow phone the page is on screen for a second or more before the
 * first script has run, and a button pressed then would show nothing. This marks it busy at once
 * (`aria-busy`, drawn as busy by app/globals.css): feedback that the page is not ready, nothing
 * more — the press itself is not kept or replayed. Links are real `<a href>` and work natively,
 * a checkbox ticks natively and keeps its state through hydration, and a form's submit before
 * then does nothing (`method="dialog"`, components/form/app-form.tsx). Markup rather than a React
 * <script> (as MENU_BOOT_HTML), allowed by its hash in the CSP (lib/server/security/csp.ts).
 */
export const PRESS_FEEDBACK_BOOT_HTML = `<script>(function(){var s="button,[role=button],[role=tab],summary";function m(t){if(!(t instanceof Element))return;var b=t.closest(s);if(!b||b.hasAttribute("aria-busy"))return;b.setAttribute("aria-busy","true");b.setAttribute("${EARLY_PRESS}","")}function p(e){m(e.target)}function k(e){if(e.key==="Enter"||e.key===" ")m(e.target)}addEventListener("pointerdown",p,true);addEventListener("keydown",k,true);window.__pressLive=function(){removeEventListener("pointerdown",p,true);removeEventListener("keydown",k,true);document.querySelectorAll("[${EARLY_PRESS}]").forEach(function(b){b.removeAttribute("aria-busy");b.removeAttribute("${EARLY_PRESS}")})}})()</script>`;
