/**
 * Attack payloads shared by the Jest security suite (against the proxy in process) and the
 * Playwright one (raw HTTP against the real server). Written as raw request-path text: nothing
 * here is decoded or normalised before it reaches the server.
 */

/** Ways to spell "one directory up" (or "this directory") that some decoder somewhere accepts. */
export const TRAVERSAL_SEGMENTS = [
  '..',
  '.',
  '...',
  '%2e%2e',
  '%2E%2E',
  '%2e.',
  '.%2e',
  '%2e',
  '%252e%252e',
  '%25252e%25252e',
  '%c0%ae%c0%ae',
  '%c0%2e%c0%2e',
  '%e0%80%ae%e0%80%ae',
  '%f0%80%80%ae%f0%80%80%ae',
  '%u002e%u002e',
  '%uff0e%uff0e',
  '%ef%bc%8e%ef%bc%8e',
  '%e2%80%a5',
  '..;',
  '..;foo',
  '.;',
  '..%00',
  '..%0d',
  '..%0a',
  '..%09',
  '%20..',
  '..%20',
  '.%20.',
  '..%2f',
  '..%2F',
  '..%5c',
  '..%5C',
  '..%255c',
  '..%252f',
  '..%c0%af',
  '..%c1%9c',
  '..%c1%1c',
  '..%e0%80%af',
  '..%ef%bc%8f',
  '..%ef%bc%bc',
  '..\\',
  '..\\..',
  '%2e%2e%2f%2e%2e',
  '%%32%65%%32%65',
  '%2%65%2%65',
] as const;

/** Absolute and scheme-relative URLs, which some URL joiners let replace the upstream host. */
export const ABSOLUTE_URL_PATHS = [
  'http://evil.example/x',
  'https://evil.example/x',
  'HTTP://evil.example/x',
  'http:evil.example',
  'https:%2f%2fevil.example',
  'http:%5c%5cevil.example',
  '//evil.example/x',
  '/\\evil.example',
  '\\\\evil.example\\x',
  'javascript:alert(1)',
  'file:///etc/passwd',
  'data:text/html,x',
  'chief/http://evil.example',
  'chief/https:evil.example',
  'chief//evil.example',
  'chief/%2f%2fevil.example',
] as const;

/** Control characters and header injection in the path. */
export const CONTROL_PATHS = [
  'chief/profile%00',
  'chief/profile%0d%0aX-Injected:%201',
  'chief/profile%0aHost:evil.example',
  'chief/pro%09file',
  'chief/profile%7f',
  'chief/profile%c2%85',
  'chief/profile%e2%80%a8',
  'chief/profile%1b',
] as const;

/**
 * Every path the suite sends, relative to /dashboard/v1/, each aimed under chief/ so that a
 * signed-in chief would reach the upstream if the check let it through. The marker lets the
 * e2e suite find any case the demo upstream saw.
 */
export function attackPaths(marker: string): string[] {
  const paths: string[] = [];
  for (const dots of TRAVERSAL_SEGMENTS) {
    paths.push(`chief/${dots}/admin/companies/${marker}`);
    paths.push(`chief/profile/${dots}/${dots}/admin/companies/${marker}`);
    paths.push(`chief/orders/${marker}/${dots}`);
  }
  for (const url of ABSOLUTE_URL_PATHS) paths.push(`${url}/${marker}`);
  for (const path of CONTROL_PATHS) paths.push(`${path}/${marker}`);
  return paths;
}

/**
 * Where a `next`, return or "previous path" parameter might try to send the browser. Each must
 * end on our own origin.
 */
export const OPEN_REDIRECT_PAYLOADS = [
  'https://evil.example',
  'http://evil.example/orders',
  '//evil.example',
  '//evil.example/%2e%2e',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/%5cevil.example',
  '/%2f%2fevil.example',
  '%2f%2fevil.example',
  'https:evil.example',
  'https:/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/\tevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  ' //evil.example',
  '\t//evil.example',
  '@evil.example',
  '/@evil.example',
  'evil.example',
  '//evil.example@127.0.0.1',
  '//127.0.0.1@evil.example',
  'https://127.0.0.1@evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/orders/..//evil.example',
  '/shops/..%2f..%2f%2fevil.example',
  '//%65vil.example',
  '/%09/evil.example',
  '/ /evil.example',
  '//evil%E3%80%82example',
  '〱evil.example',
  '//evil.example\\@127.0.0.1',
] as const;
