/**
 * An allowlist HTML sanitiser for company text sections. It runs the same on the server and in
 * the browser (no DOM): a small tokenizer reads tags, text, comments and attributes, and the
 * output is rebuilt from scratch, so nothing of the input reaches it unparsed. Unknown tags are
 * unwrapped (their text stays), dangerous ones are dropped with their content, and every text
 * and attribute value is decoded and escaped again.
 */

/**
 * Tags kept as they are. `div` is kept as `p` (contentEditable writes new lines as divs), and
 * other heading levels become the two the sections use.
 */
const ALLOWED = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'blockquote']);
const RENAMED: Record<string, string> = { div: 'p', h1: 'h2', h4: 'h3', h5: 'h3', h6: 'h3' };
const VOID = new Set(['br']);

/** Dropped together with everything inside. */
const DROPPED = new Set([
  'script', 'style', 'iframe', 'object', 'embed', 'applet', 'svg', 'math', 'template', 'noscript',
  'textarea', 'title', 'xmp', 'noembed', 'noframes', 'frameset', 'frame', 'select', 'head', 'plaintext',
]);
/** Their content is raw text up to the closing tag (the HTML parser does not look for tags in it). */
const RAW_TEXT = new Set(['script', 'style', 'iframe', 'textarea', 'title', 'xmp', 'noembed', 'noframes', 'noscript', 'plaintext']);

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

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
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

interface Tag {
  kind: 'start' | 'end';
  name: string;
  attributes: Map<string, string>;
  selfClosing: boolean;
}

/** Reads the attributes of a start tag from `i` up to its '>'; returns the position after it (or -1). */
function readAttributes(html: string, start: number, attributes: Map<string, string>): { end: number; selfClosing: boolean } {
  let i = start;
  let selfClosing = false;
  const n = html.length;
  while (i < n) {
    const c = html[i]!;
    if (c === '>') return { end: i + 1, selfClosing };
    if (/[\s/]/.test(c)) {
      selfClosing = c === '/';
      i++;
      continue;
    }
    selfClosing = false;
    let name = '';
    // The parser takes any character up to whitespace, '/', '>' or '=' into a name ('=' only if first).
    while (i < n && !/[\s/>=]/.test(html[i]!)) name += html[i++];
    if (name === '' && html[i] === '=') name += html[i++];
    while (i < n && /\s/.test(html[i]!)) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < n && /\s/.test(html[i]!)) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close < 0) return { end: -1, selfClosing };
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        while (i < n && !/[\s>]/.test(html[i]!)) value += html[i++];
      }
    }
    const key = name.toLowerCase();
    // The first of repeated attributes wins, as in the browser.
    if (key && !attributes.has(key)) attributes.set(key, decodeEntities(value));
  }
  return { end: -1, selfClosing };
}

/**
 * Splits HTML into text and tags; comments, doctypes and processing instructions vanish.
 * `onToken` returns where to continue (to skip raw text), or undefined to go on after the token.
 */
function tokenize(html: string, onText: (text: string) => void, onTag: (tag: Tag, end: number) => number | undefined): void {
  let i = 0;
  const n = html.length;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      onText(html.slice(i));
      return;
    }
    if (lt > i) onText(html.slice(i, lt));
    const next = html[lt + 1] ?? '';
    if (/[a-zA-Z]/.test(next)) {
      let j = lt + 1;
      let name = '';
      while (j < n && !/[\s/>]/.test(html[j]!)) name += html[j++];
      const attributes = new Map<string, string>();
      const { end, selfClosing } = readAttributes(html, j, attributes);
      if (end < 0) return; // An unfinished tag at the end is dropped, as the browser drops it.
      const jump = onTag({ kind: 'start', name: name.toLowerCase(), attributes, selfClosing }, end);
      i = jump ?? end;
    } else if (next === '/' && /[a-zA-Z]/.test(html[lt + 2] ?? '')) {
      let j = lt + 2;
      let name = '';
      while (j < n && !/[\s/>]/.test(html[j]!)) name += html[j++];
      const close = html.indexOf('>', j);
      if (close < 0) return;
      onTag({ kind: 'end', name: name.toLowerCase(), attributes: new Map(), selfClosing: false }, close + 1);
      i = close + 1;
    } else if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      if (close < 0) return;
      i = close + 3;
    } else if (next === '!' || next === '?' || next === '/') {
      // Doctype, CDATA, processing instruction or a bogus '</...>': a comment up to '>'.
      const close = html.indexOf('>', lt + 2);
      if (close < 0) return;
      i = close + 1;
    } else {
      onText('<');
      i = lt + 1;
    }
  }
}

/** Where the raw text of `name` ends: after its closing tag, or the end of the input. */
function endOfRawText(html: string, from: number, name: string): number {
  const pattern = new RegExp(`</${name}(?=[\\s/>])`, 'ig');
  pattern.lastIndex = from;
  const match = pattern.exec(html);
  if (!match) return html.length;
  const close = html.indexOf('>', match.index);
  return close < 0 ? html.length : close + 1;
}

/** The allowed, balanced HTML of a company text section. Safe to render as HTML anywhere. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  let out = '';
  const open: string[] = [];
  // Inside a dropped element that is parsed normally (svg, math, object...): its name and depth.
  let skipping: { name: string; depth: number } | null = null;

  const close = (name: string) => {
    const at = open.lastIndexOf(name);
    if (at < 0) return;
    while (open.length > at) out += `</${open.pop()}>`;
  };

  tokenize(
    html,
    (text) => {
      if (!skipping) out += escapeText(decodeEntities(text));
    },
    (tag, end) => {
      if (skipping) {
        if (tag.name === skipping.name && !tag.selfClosing) skipping.depth += tag.kind === 'start' ? 1 : -1;
        if (skipping.depth === 0) skipping = null;
        return undefined;
      }
      if (DROPPED.has(tag.name)) {
        if (tag.kind === 'end' || tag.selfClosing) return undefined;
        if (RAW_TEXT.has(tag.name)) return endOfRawText(html, end, tag.name);
        skipping = { name: tag.name, depth: 1 };
        return undefined;
      }
      const name = RENAMED[tag.name] ?? tag.name;
      if (!ALLOWED.has(name)) return undefined;
      if (tag.kind === 'end') {
        if (!VOID.has(name)) close(name);
        return undefined;
      }
      if (VOID.has(name)) {
        out += `<${name}>`;
        return undefined;
      }
      if (name === 'a') {
        // A link inside a link would be split by the browser; unwrap the inner one.
        if (open.includes('a')) return undefined;
        const href = safeUrl(tag.attributes.get('href') ?? '');
        out += href ? `<a href="${escapeAttribute(href)}" rel="noopener noreferrer nofollow">` : '<a>';
      } else {
        out += `<${name}>`;
      }
      open.push(name);
      return undefined;
    },
  );
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

/** True when the sanitised HTML shows no text at all (an "empty" editor). */
export function isBlankHtml(html: string): boolean {
  return decodeEntities(sanitizeHtml(html).replace(/<[^>]*>/g, '')).trim() === '';
}
