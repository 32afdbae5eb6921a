/** @jest-environment node */
import { Worker } from 'node:worker_threads';
import { createSanitizeCache, sanitizeSectionHtml } from '@/lib/rich-text/sanitize-cache';
import { PURIFY_WINDOW_KEY, htmlBytes, sanitizeHtml } from '@/lib/rich-text/sanitize-html';
import { MAX_SECTION_HTML_BYTES } from '@/lib/security-config';
import { installPurifyWindow } from '@/lib/server/security/purify-window';
import { createSanitizeThread, sectionSanitizer } from '@/lib/server/security/sanitize-thread';

jest.mock('server-only', () => ({}));
// The first job starts the thread, which loads jsdom (and, from source, tsx): seconds on a loaded machine.
jest.setTimeout(120_000);

afterAll(() => sectionSanitizer().close());

/** A section at the limits: about 245 KB of UTF-8 (the limit is 256 KB) with 2 000 tags, so DOMPurify does read it. */
function largeSection(): string {
  const text = 'Пекарня «Хлебный дом» печёт хлеб каждый день, ';
  let html = '';
  for (let i = 0; i < 1000; i += 1) html += `<p onclick="x()">${text}${i} <b>${text.slice(0, 30)}</b> ${'x'.repeat(78)}</p>`;
  expect(htmlBytes(html)).toBeGreaterThan(240 * 1024);
  expect(htmlBytes(html)).toBeLessThanOrEqual(MAX_SECTION_HTML_BYTES);
  return html;
}

/** The main thread's own sanitiser, for the expected results (the server's main thread has no window). */
function sanitizedHere(html: string): string {
  installPurifyWindow();
  return sanitizeHtml(html);
}

/** How many turns the event loop made while `work` ran: a blocked loop makes none. */
async function turnsDuring(work: Promise<unknown>): Promise<number> {
  let done = false;
  void work.finally(() => (done = true)).catch(() => undefined);
  let turns = 0;
  while (!done) {
    await new Promise((resolve) => setImmediate(resolve));
    turns += 1;
  }
  return turns;
}

describe('section HTML sanitised off the event loop (issue 46, item 7)', () => {
  it('the page’s entry point sanitises a new 250 KB section in a worker thread: the server’s event loop keeps turning', async () => {
    expect((globalThis as Record<symbol, unknown>)[PURIFY_WINDOW_KEY]).toBeUndefined();
    const html = largeSection();
    const shown = sanitizeSectionHtml(html);
    // Each turn is a chance for another request; sanitised on this thread there would be none.
    expect(await turnsDuring(shown)).toBeGreaterThan(20);
    // This thread never had a DOM for DOMPurify, so the work was done elsewhere, and done right.
    expect((globalThis as Record<symbol, unknown>)[PURIFY_WINDOW_KEY]).toBeUndefined();
    const clean = await shown;
    expect(clean).not.toContain('onclick');
    expect(clean).toBe(sanitizedHere(html));
    // A second view is a lookup.
    expect(await turnsDuring(sanitizeSectionHtml(html.slice(0, 10) + html.slice(10)))).toBeLessThanOrEqual(1);
    expect(await sanitizeSectionHtml(html)).toBe(clean);
  });

  it('the entry point gives what sanitizeHtml gives', async () => {
    const html = '<p>Привет <script>alert(1)</script><a href="javascript:x">ссылка</a><img src=x onerror=alert(1)></p>';
    expect(await sanitizeSectionHtml(html)).toBe(sanitizedHere(html));
    expect(await sanitizeSectionHtml(null)).toBe('');
  });

  it('a thread that fails fails its jobs (never unsanitised HTML), and the next job starts a new one', async () => {
    let spawned = 0;
    const thread = createSanitizeThread(() => {
      spawned += 1;
      // The first thread dies on its first job; the second one answers.
      const source =
        spawned === 1
          ? `require('node:worker_threads').parentPort.on('message', () => process.exit(3));`
          : `const { parentPort } = require('node:worker_threads'); parentPort.on('message', ({ id, html }) => parentPort.postMessage({ id, html: html.toUpperCase() }));`;
      return new Worker(source, { eval: true });
    });
    await expect(thread.sanitize('<p>a</p>')).rejects.toThrow('exited with code 3');
    expect(await thread.sanitize('<p>b</p>')).toBe('<P>B</P>');
    expect(spawned).toBe(2);
    await thread.close();
  });
});

describe('section HTML sanitised once per distinct text', () => {
  it('a second view of the same text returns the identical string without sanitising again', async () => {
    const sanitize = jest.fn(async (html: string) => sanitizedHere(html));
    const cache = createSanitizeCache({ sanitize });
    const html = largeSection();
    const first = await cache.get(html);
    expect(first).toBe(sanitizedHere(html));
    expect(first).not.toContain('onclick');
    expect(sanitize).toHaveBeenCalledTimes(1);
    // Another string with the same text (as a new upstream answer would be) is a hit too.
    const again = await cache.get(html.slice(0, 10) + html.slice(10));
    expect(again).toBe(first);
    expect(sanitize).toHaveBeenCalledTimes(1);
    await cache.get(`${html}<p>ещё</p>`);
    expect(sanitize).toHaveBeenCalledTimes(2);
  });

  it('views of one new text at once share one run', async () => {
    let finish: (html: string) => void = () => undefined;
    const sanitize = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const cache = createSanitizeCache({ sanitize });
    const views = [cache.get('<p>новый</p>'), cache.get('<p>новый</p>'), cache.get('<p>новый</p>')];
    finish('<p>чистый</p>');
    expect(await Promise.all(views)).toEqual(['<p>чистый</p>', '<p>чистый</p>', '<p>чистый</p>']);
    expect(sanitize).toHaveBeenCalledTimes(1);
  });

  it('is bounded by bytes and forgets the least recently used text first', async () => {
    const sanitize = jest.fn(async (html: string) => html.toUpperCase());
    const cache = createSanitizeCache({ sanitize, maxBytes: 3 * (64 + 2000) });
    const text = (c: string) => c.repeat(1000);
    await cache.get(text('a'));
    await cache.get(text('b'));
    await cache.get(text('c'));
    expect(cache.size).toBe(3);
    await cache.get(text('a')); // now the most recent
    await cache.get(text('d')); // pushes out 'b'
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBeLessThanOrEqual(3 * (64 + 2000));
    sanitize.mockClear();
    await cache.get(text('a'));
    await cache.get(text('c'));
    await cache.get(text('d'));
    expect(sanitize).not.toHaveBeenCalled();
    await cache.get(text('b'));
    expect(sanitize).toHaveBeenCalledTimes(1);
    // Larger than the whole budget: returned, never kept.
    expect(await cache.get(text('e').repeat(10))).toBe('E'.repeat(10_000));
    expect(cache.size).toBe(3);
  });

  it('keeps nothing from a run that failed: the next view tries again', async () => {
    const sanitize = jest.fn().mockRejectedValueOnce(new Error('thread failed')).mockResolvedValue('<p>текст</p>');
    const cache = createSanitizeCache({ sanitize });
    await expect(cache.get('<p>текст</p>')).rejects.toThrow('thread failed');
    expect(await cache.get('<p>текст</p>')).toBe('<p>текст</p>');
    expect(await cache.get('<p>текст</p>')).toBe('<p>текст</p>');
    expect(sanitize).toHaveBeenCalledTimes(2);
  });
});
