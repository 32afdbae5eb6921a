import 'server-only';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { staticContentSecurityPolicy } from './csp';

/**
 * The CSP of a page served as the build wrote it (a nonce would make it dynamic): the hashes of the inline scripts
 * in its HTML, read once per file. A docs page is prerendered; the 404 page is too (a `connection()`
 * in not-found.tsx would make every page dynamic, since each carries it as its not-found
 * boundary), so an unknown path gets the 404's hashes. Null when there is no such file
 * (development): the page then gets the nonce CSP.
 */
const DOCS_PATH = /^\/api(\/[a-z0-9-]+)+$/;
const cache = new Map<string, string | null>();

function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.add(`'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`);
  }
  return [...hashes];
}

function builtPageCsp(file: string): string | null {
  const known = cache.get(file);
  if (known !== undefined) return known;
  let csp: string | null = null;
  try {
    csp = staticContentSecurityPolicy(inlineScriptHashes(readFileSync(join(process.cwd(), '.next', 'server', 'app', `${file}.html`), 'utf8')));
  } catch {
    csp = null;
  }
  if (cache.size < 1000) cache.set(file, csp);
  return csp;
}

interface ManifestRoute {
  page: string;
  regex: string;
}

let routes: RegExp[] | null | undefined;

/**
 * The paths the build has a page or route handler for, as Next itself matches them (the regexes of
 * its routes manifest); null without a build (development).
 */
function builtRoutes(): RegExp[] | null {
  if (routes !== undefined) return routes;
  try {
    const manifest = JSON.parse(readFileSync(join(process.cwd(), '.next', 'routes-manifest.json'), 'utf8')) as {
      staticRoutes?: ManifestRoute[];
      dynamicRoutes?: ManifestRoute[];
    };
    routes = [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])]
      .filter((route) => !route.page.startsWith('/_'))
      .map((route) => new RegExp(route.regex));
  } catch {
    routes = null;
  }
  return routes;
}

/**
 * Whether Next will answer the path with its prerendered 404: a path inside a back-office section
 * that no page matches (`/news/24/edit`) passes the guard like any page of the section, yet gets
 * the static 404, whose scripts carry no nonce.
 */
function noRouteFor(pathname: string): boolean {
  const known = builtRoutes();
  return !!known && !known.some((route) => route.test(pathname));
}

/** `notFound`: the guard found no page for the path (the static 404 will answer). */
export function prerenderedPageCsp(pathname: string, { notFound }: { notFound: boolean }): string | null {
  if (notFound || noRouteFor(pathname)) return builtPageCsp('_not-found');
  if (!DOCS_PATH.test(pathname)) return null;
  return builtPageCsp(pathname) ?? builtPageCsp('_not-found');
}
