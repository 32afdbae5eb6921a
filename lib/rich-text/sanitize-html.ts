import createDOMPurify, { type DOMPurify } from 'dompurify';
import { MAX_SECTION_DEPTH, MAX_SECTION_HTML_BYTES, MAX_SECTION_TAGS } from '../security-config';

/**
 * The allowlist HTML sanitiser of company text sections: DOMPurify, in the browser on its
 * window and on the server in a worker thread on its own jsdom window
 * (lib/server/security/sanitize-worker.ts, purify-window.ts). Unknown tags are unwrapped (their text stays), dangerous ones are
 * dropped with their content, links keep only http(s)/mailto targets.
 */

/**
 * Tags kept as they are. `div` is kept as `p` (contentEditable writes new lines as divs), and
 * other heading levels become the two the sections use.
 */
const ALLOWED = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'blockquote']);
const RENAMED: Record<string, string> = { div: 'p', h1: 'h2', h4: 'h3', h5: 'h3', h6: 'h3' };
const VOID = new Set(['br', 'img', 'hr', 'input', 'meta', 'link', 'wbr', 'area', 'base', 'col', 'embed', 'source', 'track', 'param']);

/** Dropped together with everything inside. */
const DROPPED = [
  'script', 'style', 'iframe', 'object', 'embed', 'applet', 'svg', 'math', 'template', 'noscript',
  'textarea', 'title', 'xmp', 'noembed', 'noframes', 'frameset', 'frame', 'select', 'head', 'plaintext',
];

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n',
  sol: '/', lpar: '(', rpar: ')', period: '.', comma: ',', semi: ';', excl: '!', num: '#', equals: '=',
  laquo: '«', raquo: '»', mdash: '—', ndash: '–', hellip: '…', copy: '©', reg: '®', trade: '™', bull: '•',
};

function codePoint(value: number): string {
  if (!Number.isFinite(value) || value <= 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(value);
}

/** Decodes character references the way a browser would for our purpose (numeric ones with or without ';'). */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#[xX]([0-9a-fA-F]+);?|#(\d+);?|([a-zA-Z][a-zA-Z0-9]*);)/g, (match, hex?: string, dec?: string, name?: string) => {
    if (hex !== undefined) return codePoint(Number.parseInt(hex, 16));
    if (dec !== undefined) return codePoint(Number.parseInt(dec, 10));
    return NAMED_ENTITIES[name!.toLowerCase()] ?? match;
  });
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;');
}

/**
 * A link target only when, decoded and without the whitespace and control characters browsers
 * ignore, it starts with http:, https: or mailto: (so 'JaVa&#x09;script:' and relative links go).
 */
export function safeUrl(raw: string): string | null {
  // Browsers drop tabs and new lines anywhere in a URL and trim control characters and spaces.
  const url = decodeEntities(raw).replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (!scheme || !SAFE_SCHEMES.has(scheme)) return null;
  if (scheme !== 'mailto' && !/^https?:\/\/[^/\s]/i.test(url)) return null;
  return url;
}

/** Where the server's jsdom window is registered (lib/server/security/purify-window.ts, in the sanitiser thread). */
export const PURIFY_WINDOW_KEY = Symbol.for('merchant-backoffice.purify-window');

let purifier: DOMPurify | null = null;

function getPurifier(): DOMPurify | null {
  if (purifier) return purifier;
  const win =
    typeof window !== 'undefined'
      ? window
      : (globalThis as unknown as Record<symbol, (Window & typeof globalThis) | undefined>)[PURIFY_WINDOW_KEY];
  if (!win) return null;
  const instance = createDOMPurify(win);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = safeUrl(node.getAttribute('href') ?? '');
    node.removeAttribute('href');
    if (href) {
      node.setAttribute('href', href);
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  purifier = instance;
  return purifier;
}

const CONFIG = {
  ALLOWED_TAGS: [...ALLOWED, ...Object.keys(RENAMED)],
  ALLOWED_ATTR: ['href'],
  ADD_FORBID_CONTENTS: DROPPED,
  KEEP_CONTENT: true,
  ALLOW_DATA_ATTR: false,
  RETURN_DOM_FRAGMENT: true as const,
};

/** Text only: every tag removed, the rest escaped. Linear, for input the DOM parser should not see. */
function plainText(html: string): string {
  return escapeText(html.replace(/<[^>]*>?/g, ''));
}

/** A linear scan: too many tags, or nesting too deep, for the DOM parser to stay fast (security-config). */
function tooComplex(html: string): boolean {
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)/g;
  let count = 0;
  let depth = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    if (match[1]) {
      depth = Math.max(0, depth - 1);
      continue;
    }
    count += 1;
    if (!VOID.has(match[2]!.toLowerCase())) depth += 1;
    if (count > MAX_SECTION_TAGS || depth > MAX_SECTION_DEPTH) return true;
  }
  return false;
}

/** UTF-8 size, as the server stores and limits it. */
export function htmlBytes(html: string): number {
  return new TextEncoder().encode(html).length;
}

export const SECTION_TOO_LARGE = `Текст раздела слишком большой: не более ${MAX_SECTION_HTML_BYTES / 1024} КБ вместе с разметкой`;

/**
 * The allowed, balanced HTML of a company text section. Safe to render as HTML anywhere.
 * Input over the size or structure bounds comes back as plain text; without a DOM (the server's
 * main thread, which leaves sanitising to its worker thread) nothing comes back.
 */
export function sanitizeHtml(html: string | null | undefined, { maxBytes = MAX_SECTION_HTML_BYTES } = {}): string {
  if (!html) return '';
  if (html.length > maxBytes || htmlBytes(html) > maxBytes || tooComplex(html)) return plainText(html);
  const purify = getPurifier();
  if (!purify) {
    console.error('sanitizeHtml: no DOM window registered; the section is not shown');
    return '';
  }
  const fragment = purify.sanitize(html, CONFIG) as unknown as DocumentFragment;
  for (const [from, to] of Object.entries(RENAMED)) {
    for (const element of Array.from(fragment.querySelectorAll(from))) {
      const renamed = element.ownerDocument.createElement(to);
      while (element.firstChild) renamed.appendChild(element.firstChild);
      element.replaceWith(renamed);
    }
  }
  const holder = fragment.ownerDocument.createElement('div');
  holder.appendChild(fragment);
  return holder.innerHTML;
}

/** True when the sanitised HTML shows no text at all (an "empty" editor). */
export function isBlankHtml(html: string): boolean {
  return decodeEntities(sanitizeHtml(html).replace(/<[^>]*>/g, '')).trim() === '';
}
