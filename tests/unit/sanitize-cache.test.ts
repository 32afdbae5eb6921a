/** @jest-environment node */
import { createSanitizeCache, sanitizeSectionHtml } from '@/lib/rich-text/sanitize-cache';
import { installPurifyWindow } from '@/lib/server/security/purify-window';
import { sanitizeHtml } from '@/lib/rich-text/sanitize-html';

jest.mock('server-only', () => ({}));

beforeAll(() => installPurifyWindow());

/** A section at the limits: about 250 KB with 2 000 tags. */
function largeSection(): string {
  const text = 'Пекарня «Хлебный дом» печёт хлеб каждый день, ';
  let html = '';
  for (let i = 0; i < 1000; i += 1) html += `<p onclick="x()">${text}${i} <b>${text.slice(0, 30)}</b> ${'x'.repeat(12)} ${text}</p>`;
  return html;
}

describe('section HTML sanitised once per distinct text', () => {
  it('a second view of the same text returns the identical string without sanitising again', () => {
    const sanitize = jest.fn((html: string) => sanitizeHtml(html));
    const cache = createSanitizeCache({ sanitize });
    const html = largeSection();
    const first = cache.get(html);
    expect(first).toBe(sanitizeHtml(html));
    expect(first).not.toContain('onclick');
    expect(sanitize).toHaveBeenCalledTimes(1);
    // Another string with the same text (as a new upstream answer would be) is a hit too.
    const again = cache.get(html.slice(0, 10) + html.slice(10));
    expect(again).toBe(first);
    expect(sanitize).toHaveBeenCalledTimes(1);
    cache.get(`${html}<p>ещё</p>`);
    expect(sanitize).toHaveBeenCalledTimes(2);
  });

  it('is bounded by bytes and forgets the least recently used text first', () => {
    const sanitize = jest.fn((html: string) => html.toUpperCase());
    const cache = createSanitizeCache({ sanitize, maxBytes: 3 * (64 + 2000) });
    const text = (c: string) => c.repeat(1000);
    cache.get(text('a'));
    cache.get(text('b'));
    cache.get(text('c'));
    expect(cache.size).toBe(3);
    cache.get(text('a')); // now the most recent
    cache.get(text('d')); // pushes out 'b'
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBeLessThanOrEqual(3 * (64 + 2000));
    sanitize.mockClear();
    cache.get(text('a'));
    cache.get(text('c'));
    cache.get(text('d'));
    expect(sanitize).not.toHaveBeenCalled();
    cache.get(text('b'));
    expect(sanitize).toHaveBeenCalledTimes(1);
    // Larger than the whole budget: returned, never kept.
    expect(cache.get(text('e').repeat(10))).toBe('E'.repeat(10_000));
    expect(cache.size).toBe(3);
  });

  it('keeps nothing a server without its DOM returned', () => {
    const sanitize = jest.fn(() => '');
    let ready = false;
    const cache = createSanitizeCache({ sanitize, ready: () => ready });
    cache.get('<p>текст</p>');
    cache.get('<p>текст</p>');
    expect(sanitize).toHaveBeenCalledTimes(2);
    ready = true;
    cache.get('<p>текст</p>');
    cache.get('<p>текст</p>');
    expect(sanitize).toHaveBeenCalledTimes(3);
  });

  it('the page\'s entry point gives what sanitizeHtml gives', () => {
    expect(sanitizeSectionHtml('<p>Привет <script>alert(1)</script><a href="javascript:x">ссылка</a></p>')).toBe(
      sanitizeHtml('<p>Привет <script>alert(1)</script><a href="javascript:x">ссылка</a></p>'),
    );
    expect(sanitizeSectionHtml(null)).toBe('');
  });
});
