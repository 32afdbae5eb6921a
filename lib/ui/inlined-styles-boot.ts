/**
 * The page's stylesheets are inlined into its HTML (next.config.js `experimental.inlineCss`): on a
 * phone over 4G a stylesheet request held the first paint back by a round trip (about 560 ms of
 * latency under Lighthouse's slow 4G; FCP 1.6–1.7 s → 1.0–1.2 s, docs/performance.md "Pages").
 * Next names the inlined files on their `<style data-href="a.css b.css">`, but the bundler's
 * runtime, loading a part of the page later (the bulk bar, the call widget), looks for a
 * `<link rel=stylesheet href>` of each file that part uses, found none, and downloaded the whole
 * shared stylesheet again (15 kB gzip) and restyled the page (70–90 ms on a phone). This script,
 * in the HTML right after the head, adds a disabled link for each inlined file: a disabled
 * stylesheet link is neither fetched nor applied, and the runtime sees the file as present. If a
 * newer runtime looked for something else, the file would simply be downloaded again, as before.
 */
export const INLINED_STYLES_BOOT_HTML = `<script>document.querySelectorAll("style[data-href]").forEach(function(s){s.getAttribute("data-href").split(" ").forEach(function(h){if(!h||document.querySelector('link[rel=stylesheet][href="'+h+'"]'))return;var l=document.createElement("link");l.rel="stylesheet";l.disabled=true;l.href=h;document.head.appendChild(l)})})</script>`;
