import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { MENU_BOOT_HTML } from '../../ui/docs-menu-state';
import { INLINED_STYLES_BOOT_HTML } from '../../ui/inlined-styles-boot';
import { PRESS_FEEDBACK_BOOT_HTML } from '../../ui/press-feedback-boot';

/**
 * The Content-Security-Policy of the back office's pages (Next's CSP guide): scripts run only
 * with this response's nonce, and what they load inherits the trust ('strict-dynamic'), so an
 * injected <script> or inline handler does not run. A nonce must be new per response, which is
 * why those pages are rendered dynamically (see app/layout.tsx); the prerendered API docs and
 * 404 use staticContentSecurityPolicy() instead.
 */

export const NONCE_HEADER = 'x-nonce';
export const CSP_HEADER = 'content-security-policy';

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The pre-paint scripts (the docs menu's, the early press feedback's) are server HTML, not React scripts: allowed by their hashes. */
function inlineScriptHash(html: string): string {
  const body = /^<script>([\s\S]*)<\/script>$/.exec(html)?.[1] ?? '';
  return `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
}

const BOOT_HASHES = [MENU_BOOT_HTML, PRESS_FEEDBACK_BOOT_HTML, INLINED_STYLES_BOOT_HTML].map(inlineScriptHash).join(' ');

export function contentSecurityPolicy(nonce: string, { dev = false }: { dev?: boolean } = {}): string {
  const directives = [
    "default-src 'self'",
    // Development needs eval for fast refresh; production never does.
    `script-src 'self' 'nonce-${nonce}' ${BOOT_HASHES} 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // React writes style attributes (positions of popups, drag and drop), which nonces cannot cover.
    "style-src 'self' 'unsafe-inline'",
    // Pictures the upstream stores (banners, icons) come from its own https hosts; previews are blobs.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
  ];
  return directives.join('; ');
}

/**
 * The prerendered API docs cannot carry a per-request nonce: their scripts are allowed by origin
 * ('self', Next's chunks) and by the hashes of the inline scripts in the built HTML
 * (lib/server/security/docs-csp.ts). No 'strict-dynamic', which would switch 'self' off.
 */
export function staticContentSecurityPolicy(inlineScriptHashes: readonly string[]): string {
  return contentSecurityPolicy('static')
    .split('; ')
    .map((directive) => (directive.startsWith('script-src ') ? `script-src 'self' ${[BOOT_HASHES, ...inlineScriptHashes].join(' ')}` : directive))
    .join('; ');
}

/** HSTS only means something (and browsers only honour it) on a response that came over https. */
export const HSTS = 'max-age=63072000; includeSubDomains';
