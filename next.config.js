// @ts-check

// next/jest and next build try to "patch" the lockfile over the network; it is correct as committed.
process.env.NEXT_IGNORE_INCORRECT_LOCKFILE ??= '1';

/**
 * Sent with every response, static files included. The Content-Security-Policy (per-request
 * nonce) and HSTS (only over https) are set by middleware.ts.
 */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // undici is the upstream HTTP client, jsdom the server's DOM for DOMPurify: plain Node requires.
  // prom-client too, so every bundle of the server shares one copy (pino is external by Next's default).
  serverExternalPackages: ['undici', 'jsdom', 'prom-client'],
  // msw's ESM-only dependencies must be transpiled for next/jest (see DEPENDENCIES.md).
  transpilePackages: ['rettime', '@open-draft/deferred-promise', 'until-async'],
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The proxy answers JSON and files only, outside the middleware: nothing in them may run or be framed.
      { source: '/dashboard/v1/:path*', headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'; sandbox" }] },
    ];
  },
  // Type checking runs as its own step of `npm test` (Next 16's build no longer lints).
  typescript: { ignoreBuildErrors: true },
};

module.exports = nextConfig;
