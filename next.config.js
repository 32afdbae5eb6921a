// @ts-check

// next/jest and next build try to "patch" the lockfile over the network; it is correct as committed.
process.env.NEXT_IGNORE_INCORRECT_LOCKFILE ??= '1';

/**
 * Sent with every response, static files included. The Content-Security-Policy (per-request
 * nonce) and HSTS (only over https) are set by middleware.ts.
 */
const securityHeaders = require('./lib/security-headers.json');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // A self-contained server in .next/standalone (server.js with only the node_modules it needs),
  // which the container image runs; public/ and .next/static are copied beside it (Dockerfile).
  output: 'standalone',
  // No screen uses next/image (the logo is fixed markup, upstream pictures are shown as they are),
  // so nothing is optimised: /_next/image stays off, and sharp with its libvips (19 MB) is kept
  // out of the standalone output the image ships ('*' covers the server itself).
  images: { unoptimized: true },
  outputFileTracingExcludes: { '*': ['**/node_modules/sharp/**/*', '**/node_modules/@img/**/*'] },
  poweredByHeader: false,
  // Every link prefetches its screen with its data when the pointer or focus reaches it
  // (components/ui/intent-link.tsx). A screen prefetched that way is shown for at most 30 s
  // (Next's minimum) instead of its 5-minute default: staff lists change all the time.
  // inlineCss: each page's stylesheets come inside its HTML. On a phone over 4G a stylesheet request
  // held the first paint back by a round trip (Lighthouse, Chrome throttled: FCP 1.6–1.7 s with
  // links, 1.0–1.2 s inlined; the HTML grows by about 45 kB gzip, docs/performance.md "Pages"). The
  // bundler's runtime is told the inlined files are present by lib/ui/inlined-styles-boot.ts.
  experimental: { staleTimes: { static: 30 }, inlineCss: true },
  // undici is the upstream HTTP client, jsdom the server's DOM for DOMPurify, and the OpenTelemetry
  // SDK is required only when tracing is on: plain Node requires, traced into the standalone output.
  serverExternalPackages: [
    'undici',
    'jsdom',
    // One copy of the metrics registry for every bundle of the server (pino is external by Next's default).
    'prom-client',
    // PostgreSQL's driver (the store): it probes for an optional native addon a bundler cannot resolve.
    'pg',
    '@opentelemetry/api',
    '@opentelemetry/context-async-hooks',
    '@opentelemetry/core',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/resources',
    '@opentelemetry/sdk-trace',
  ],
  // Kysely must be transpiled for next/jest (see DEPENDENCIES.md). msw and its ES-module-only
  // dependencies are test-only: jest.config.js compiles them (its ESM_ONLY list).
  transpilePackages: ['kysely'],
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders.everyResponse },
      // The proxy answers JSON and files only, outside the middleware: nothing in them may run or be framed.
      { source: '/dashboard/v1/:path*', headers: securityHeaders.proxy },
    ];
  },
};

module.exports = nextConfig;
