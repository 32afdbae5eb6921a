/** @jest-environment node */
import { NextRequest } from 'next/server';
import { middleware } from '@/middleware';
import { contentSecurityPolicy, staticContentSecurityPolicy } from '@/lib/server/security/csp';
import { MENU_BOOT_HTML } from '@/lib/ui/docs-menu-state';
import { INLINED_STYLES_BOOT_HTML } from '@/lib/ui/inlined-styles-boot';
import { PRESS_FEEDBACK_BOOT_HTML } from '@/lib/ui/press-feedback-boot';
import { createHash } from 'node:crypto';
import { APP, rawStamp, useUpstream } from '../helpers/proxy-env';

/** The per-request Content-Security-Policy and the https-only HSTS, set by the middleware. */

beforeEach(() => useUpstream('http://127.0.0.1:1'));

const directives = (csp: string) =>
  Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

async function page(path = '/login', headers: Record<string, string> = {}) {
  return middleware(new NextRequest(`${APP}${path}`, { headers }));
}

it('sends a CSP whose scripts need this response’s nonce, and forbids framing', async () => {
  const response = await page();
  const csp = response.headers.get('content-security-policy')!;
  const d = directives(csp);
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(Buffer.from(nonce!, 'base64')).toHaveLength(16);
  expect(d['script-src']).toEqual(expect.arrayContaining([`'nonce-${nonce}'`, "'strict-dynamic'"]));
  expect(d['script-src']).not.toContain("'unsafe-inline'");
  expect(d['script-src']).not.toContain("'unsafe-eval'");
  expect(d['frame-ancestors']).toEqual(["'none'"]);
  expect(d['object-src']).toEqual(["'none'"]);
  expect(d['base-uri']).toEqual(["'self'"]);
  expect(d['form-action']).toEqual(["'self'"]);
  // The render sees the same nonce: Next reads it from the request's CSP header.
  expect(response.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
  expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(csp);
});

it('makes a new nonce for every request', async () => {
  const nonces = new Set<string>();
  for (let i = 0; i < 50; i += 1) nonces.add((await page()).headers.get('x-middleware-request-x-nonce')!);
  expect(nonces.size).toBe(50);
});

it('sends the CSP with redirects too', async () => {
  const response = await page('/orders');
  expect(response.status).toBe(307);
  expect(directives(response.headers.get('content-security-policy')!)['frame-ancestors']).toEqual(["'none'"]);
});

it.each([
  ['the docs menu’s', MENU_BOOT_HTML],
  ['the early press feedback’s', PRESS_FEEDBACK_BOOT_HTML],
  ['the inlined stylesheets’', INLINED_STYLES_BOOT_HTML],
])('allows %s pre-paint script by its hash', (_, html) => {
  const body = html.replace(/^<script>/, '').replace(/<\/script>$/, '');
  const hash = createHash('sha256').update(body).digest('base64');
  expect(directives(contentSecurityPolicy('n'))['script-src']).toContain(`'sha256-${hash}'`);
  expect(directives(staticContentSecurityPolicy([]))['script-src']).toContain(`'sha256-${hash}'`);
});

it('adds HSTS only when the page came over https (X-Forwarded-Proto believed only with TRUST_PROXY)', async () => {
  expect((await page()).headers.get('strict-transport-security')).toBeNull();
  expect((await page('/login', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBeNull();
  useUpstream('http://127.0.0.1:1', { TRUST_PROXY: '1' });
  // From our proxy on this machine.
  const viaProxy = rawStamp('/login', '127.0.0.1');
  for (const proto of ['HTTPS', 'https, http', ' Https ']) {
    expect((await page('/login', { 'x-forwarded-proto': proto, ...viaProxy })).headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/);
  }
  // From a client that reached the instance directly: not believed.
  expect((await page('/login', { 'x-forwarded-proto': 'https', ...rawStamp('/login', '203.0.113.7') })).headers.get('strict-transport-security')).toBeNull();
  useUpstream('http://127.0.0.1:1', { TRUST_PROXY: '10.0.0.0/8' });
  expect((await page('/login', { 'x-forwarded-proto': 'https', ...rawStamp('/login', '10.1.2.3') })).headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/);
  expect((await page('/login', { 'x-forwarded-proto': 'https', ...viaProxy })).headers.get('strict-transport-security')).toBeNull();
});

it('ignores a client-sent nonce or CSP', async () => {
  const response = await page('/login', { 'x-nonce': 'attacker', 'content-security-policy': "script-src *" });
  expect(response.headers.get('x-middleware-request-x-nonce')).not.toBe('attacker');
  expect(response.headers.get('x-middleware-request-content-security-policy')).not.toContain('script-src *');
});

it('gives prerendered pages (docs, 404) a CSP of origin and inline-script hashes, without nonce or strict-dynamic', () => {
  const csp = staticContentSecurityPolicy(["'sha256-abc='"]);
  const script = csp.split('; ').find((d) => d.startsWith('script-src '))!;
  // The three boot scripts' hashes (docs menu, early press feedback, inlined stylesheets), then the page's own.
  expect(script).toMatch(/^script-src 'self' 'sha256-[^']+' 'sha256-[^']+' 'sha256-[^']+' 'sha256-abc='$/);
  expect(csp).not.toContain('nonce-');
  expect(csp).not.toContain('strict-dynamic');
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
});
