/** @jest-environment node */
import { isBlankHtml, safeUrl, sanitizeHtml } from '@/lib/rich-text/sanitize-html';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { installPurifyWindow } from '@/lib/server/security/purify-window';

// The server's DOM, as instrumentation.ts installs it.
beforeAll(() => installPurifyWindow());

// The oracle is a parser, not a pattern: the output is parsed as a browser would (jsdom), and
// every element and attribute in it is checked against the allowlist.
const ALLOWED_TAGS = new Set(['P', 'BR', 'B', 'STRONG', 'I', 'EM', 'U', 'H2', 'H3', 'UL', 'OL', 'LI', 'A', 'BLOCKQUOTE']);
const oracle = new JSDOM('').window;
const defaultPurify = createDOMPurify(oracle as unknown as Window & typeof globalThis);

function problemsIn(html: string): string[] {
  const template = oracle.document.createElement('template');
  template.innerHTML = html;
  const problems: string[] = [];
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    if (!ALLOWED_TAGS.has(element.tagName)) problems.push(`element ${element.tagName}`);
    for (const attribute of Array.from(element.attributes)) {
      const allowed = element.tagName === 'A' && (attribute.name === 'href' || attribute.name === 'rel');
      if (!allowed) problems.push(`${element.tagName}[${attribute.name}]`);
      if (attribute.name === 'href' && !/^(https?:\/\/|mailto:)/i.test(attribute.value)) problems.push(`href ${attribute.value}`);
    }
  }
  return problems;
}

/** Nothing that can run script may survive, whatever the payload; DOMPurify's defaults agree. */
function expectInert(html: string) {
  const out = sanitizeHtml(html);
  expect(problemsIn(out)).toEqual([]);
  // A second, independent sanitiser with its stock policy finds nothing left to remove.
  expect(defaultPurify.sanitize(out)).toBe(out);
  return out;
}

const XSS_CORPUS: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)"/>',
  '<p onclick="alert(1)">текст</p>',
  '<b onmouseover=alert(1)>жирный</b>',
  '<a href="javascript:alert(1)">ссылка</a>',
  '<a href="JaVaScRiPt:alert(1)">ссылка</a>',
  '<a href=" javascript:alert(1)">ссылка</a>',
  '<a href="java\tscript:alert(1)">ссылка</a>',
  '<a href="java&#x09;script:alert(1)">ссылка</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">ссылка</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">ссылка</a>',
  '<a href="javascript&colon;alert(1)">ссылка</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">ссылка</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">ссылка</a>',
  '<a href="vbscript:msgbox(1)">ссылка</a>',
  '<a href="&#0000106avascript:alert(1)">ссылка</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<div onpointerenter=alert(1)>x</div>',
  '<a href="https://ok.ru" onclick="alert(1)">ок</a>',
  '<a href="https://ok.ru"onclick="alert(1)">ок</a>',
  '<a/href="javascript:alert(1)">x</a>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<p title="</p><script>alert(1)</script>">x</p>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<textarea><script>alert(1)</script></textarea>',
  '<template><script>alert(1)</script></template>',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<video><source onerror="alert(1)"></video>',
  '<details open ontoggle=alert(1)>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<scRipt\n>alert(1)</scRipt\n>',
  '<script>alert(1)',
  '<img src=x onerror=alert(1)',
  '<<script>script>alert(1)<</script>/script>',
];

describe('the oracle', () => {
  it('catches what an inert output must not hold', () => {
    expect(problemsIn('<p onclick="x()">a</p><img src=x><a href="javascript:x">b</a>')).toEqual([
      'P[onclick]',
      'element IMG',
      'IMG[src]',
      'href javascript:x',
    ]);
  });
});

describe('sanitizeHtml: XSS corpus', () => {
  it.each(XSS_CORPUS)('neutralises %s', (payload) => {
    expectInert(payload);
  });

  it('drops script, style, iframe, svg and math elements with their content', () => {
    expect(sanitizeHtml('<p>до</p><script>alert("x")</script><p>после</p>')).toBe('<p>до</p><p>после</p>');
    expect(sanitizeHtml('a<style>p{color:red}</style>b')).toBe('ab');
    expect(sanitizeHtml('a<iframe src="https://x.ru">внутри</iframe>b')).toBe('ab');
    expect(sanitizeHtml('a<svg><g><text>в svg</text></g><svg>ещё</svg></svg>b')).toBe('ab');
    expect(sanitizeHtml('a<math><mi>x</mi></math>b')).toBe('ab');
    expect(sanitizeHtml('a<object><param name=x>o</object>b')).toBe('ab');
  });

  it('keeps the text of a pasted image with a handler but not the image', () => {
    expect(sanitizeHtml('<p><b>Важно</b><img src=x onerror="alert(document.cookie)"></p>')).toBe('<p><b>Важно</b></p>');
  });

  it('removes every on* attribute and keeps the element', () => {
    expect(sanitizeHtml('<p onclick="x()" ONMOUSEOVER=y()>текст</p>')).toBe('<p>текст</p>');
    expect(sanitizeHtml('<a href="https://example.com" onfocus="x()">ок</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">ок</a>',
    );
  });

  it('treats entity-encoded markup as text', () => {
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sanitizeHtml('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
  });

  it('escapes quotes in kept attributes so they cannot break out', () => {
    expect(sanitizeHtml('<a href=\'https://example.com/?q="x\'>x</a>')).toBe(
      '<a href="https://example.com/?q=&quot;x" rel="noopener noreferrer nofollow">x</a>',
    );
    // A value carrying markup is dropped altogether (DOMPurify's SAFE_FOR_XML).
    expect(sanitizeHtml('<a href=\'https://example.com/?q="><script>x</script>\'>x</a>')).toBe('<a>x</a>');
  });
});

describe('sanitizeHtml: ordinary formatting', () => {
  it('keeps the allowed tags', () => {
    const html =
      '<h2>Заголовок</h2><h3>Подзаголовок</h3><p><b>жирный</b> <strong>сильный</strong> <i>курсив</i> <em>акцент</em> <u>подчёркнутый</u><br>строка</p>' +
      '<ul><li>один</li></ul><ol><li>два</li></ol><blockquote>цитата</blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps http, https and mailto links and drops other hrefs', () => {
    expect(sanitizeHtml('<a href="http://a.ru">a</a>')).toContain('href="http://a.ru"');
    expect(sanitizeHtml('<a href="HTTPS://a.ru/x?y=1&amp;z=2">a</a>')).toContain('href="HTTPS://a.ru/x?y=1&amp;z=2"');
    expect(sanitizeHtml('<a href="mailto:info@utro.ru">почта</a>')).toContain('href="mailto:info@utro.ru"');
    expect(sanitizeHtml('<a href="/relative">a</a>')).toBe('<a>a</a>');
    expect(sanitizeHtml('<a href="ftp://a.ru">a</a>')).toBe('<a>a</a>');
  });

  it('unwraps unknown tags, turns divs into paragraphs, and balances tags', () => {
    expect(sanitizeHtml('<span class="x">текст</span>')).toBe('текст');
    expect(sanitizeHtml('<div>строка</div><div>вторая</div>')).toBe('<p>строка</p><p>вторая</p>');
    expect(sanitizeHtml('<h1>Раз</h1><h4>Два</h4>')).toBe('<h2>Раз</h2><h3>Два</h3>');
    expect(sanitizeHtml('<p><b>незакрытый')).toBe('<p><b>незакрытый</b></p>');
    expect(sanitizeHtml('</b>лишний</i>')).toBe('лишний');
    // The HTML parser's own repair (adoption agency), as the browser shows it.
    expect(sanitizeHtml('<b><i>x</b>y</i>')).toBe('<b><i>x</i></b><i>y</i>');
  });

  it('keeps Russian text, nbsp and common entities', () => {
    expect(sanitizeHtml('<p>Кофе&nbsp;&laquo;Утро&raquo; &mdash; с 8:00</p>')).toBe('<p>Кофе&nbsp;«Утро» — с 8:00</p>');
  });

  it('is idempotent', () => {
    const once = sanitizeHtml('<div onclick=x>a<b>b</div><a href="https://x.ru">c');
    expect(sanitizeHtml(once)).toBe(once);
  });

  it('handles empty input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>a</p>')).toBe(false);
  });
});

describe('safeUrl', () => {
  it.each([
    'javascript:alert(1)',
    ' \u0001javascript:alert(1)',
    'jav&#x0A;ascript:alert(1)',
    'java\u0000script:alert(1)',
    'data:image/png;base64,AAAA',
    'vbscript:x',
    '//evil.example',
    'https:evil',
  ])('refuses %j', (url) => {
    expect(safeUrl(url)).toBeNull();
  });

  it('accepts web and mail addresses', () => {
    expect(safeUrl(' https://utro.ru/menu ')).toBe('https://utro.ru/menu');
    expect(safeUrl('mailto:a@b.ru')).toBe('mailto:a@b.ru');
  });
});

describe('sanitizeHtml: bounded time and size', () => {
  it('1 MB of nested tags is sanitised without a pathological slowdown', () => {
    for (const html of ['<b>'.repeat(350_000), '<b>'.repeat(140_000) + '</i>'.repeat(140_000), '<div><p>'.repeat(130_000)]) {
      const started = performance.now();
      const out = sanitizeHtml(html, { maxBytes: Infinity });
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(out).not.toContain('<');
    }
  });

  it('the same input at the section cap (256 KB) also finishes', () => {
    const started = performance.now();
    sanitizeHtml('<b>'.repeat(35_000) + '</i>'.repeat(35_000));
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('over 256 KB, or over 2000 tags, comes back as inert plain text', () => {
    const big = `<p onclick="x()">${'я'.repeat(140_000)}</p><script>alert(1)</script>`;
    expect(sanitizeHtml(big)).toBe(`${'я'.repeat(140_000)}alert(1)`);
    const many = '<p>a</p>'.repeat(2001) + '<img src=x onerror=alert(1)>';
    expect(expectInert(many)).toBe('a'.repeat(2001));
  });

  it('an ordinary long section still keeps its formatting', () => {
    const html = '<p><b>жирный</b> текст</p>'.repeat(500);
    expect(sanitizeHtml(html)).toBe(html);
  });
});
