import { readFileSync } from 'node:fs';
import { expect, test as base, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { E2E } from './env';

/**
 * The `test` and `expect` every spec imports, so checks that belong to every page a test visits
 * are added here once instead of in each spec: when a test that passed ends on a page of ours,
 * axe-core finds no serious or critical accessibility violation there, no script or style was
 * refused by the Content-Security-Policy during the whole test, and the page logged no console
 * error (hydration errors included) and got no 4xx/5xx from our own origin. A test that causes
 * such a failure on purpose names it: `test.use({ allowedFailures: [/403 .*\/dashboard\/v1\/admin/] })`.
 * Each pattern is matched against "console: <text> (<url>)" and "<status> <METHOD> <path>".
 * Give one pattern (alternation inside it for several): Playwright reads a two-element array
 * passed to test.use as [value, fixture options].
 */

export type { Page };
export { expect };

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Waits (at most about 5 s) for the page's finite animations and transitions to end: axe measures
 * colour contrast on what is painted, and a toast caught half-faded in (sonner's `data-title`)
 * reads as low contrast although it settles fully opaque. Endless ones (spinners) are skipped.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page
    .evaluate(async () => {
      const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      // A toast just inserted starts its transition only once sonner marks it mounted, a frame
      // later: look again after each wait, until nothing is moving or about to.
      for (let round = 0; round < 3; round += 1) {
        await frames();
        const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
        const pending = document.querySelector('[data-sonner-toast][data-mounted="false"]');
        if (finite.length === 0 && !pending) return;
        await Promise.race([Promise.allSettled(finite.map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, 1500))]);
      }
    })
    .catch(() => {});
}

/** axe-core's own build, read once per worker. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe's serious and critical violations on the page as it is now; the fixture runs it on the page a test ends on.
 *
 * axe runs in the page itself, injected once per document. Not @axe-core/playwright: its builder
 * sends axe's 550 kB source twice per check and finishes each run in a second, blank page, which
 * made the check 3–16 s on a loaded machine (a third of the suite's time) against about 1 s for
 * the same rules run here. Our pages have no frames, which is what the builder's extra work is for.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  await page.waitForLoadState('domcontentloaded');
  await animationsSettled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };
    // Only violations get their nodes described: the passes are most of a run's output.
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.slice(0, 5).map((node) => node.target.join(' ')) }));
  }, AXE_TAGS);
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} — ${violation.targets.join(' | ')}`);
}

export const test = base.extend<{ pageChecks: void; allowedFailures: (string | RegExp)[]; cspRefusalsExpected: boolean }>({
  allowedFailures: [[], { option: true }],
  // A test that feeds hostile HTML to the page: Chrome reports the CSP refusing its inline
  // handlers even while DOMPurify parses it in an inert document, so those reports are expected.
  cspRefusalsExpected: [false, { option: true }],
  pageChecks: [
    async ({ page, allowedFailures, cspRefusalsExpected }, use, testInfo) => {
      const refused: string[] = [];
      const failures: string[] = [];
      const patterns = Array.isArray(allowedFailures) ? allowedFailures : [allowedFailures as string | RegExp];
      const allowed = (text: string) => patterns.some((pattern) => (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text)));
      const report = (text: string) => {
        if (!allowed(text)) failures.push(text);
      };
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
        else report(`console: ${message.text()} (${message.location().url.replace(E2E.appUrl, '')})`);
      });
      page.on('pageerror', (error) => report(`console: ${error.message} (${page.url().replace(E2E.appUrl, '')})`));
      page.on('response', (response) => {
        const url = response.url();
        if (response.status() < 400 || !url.startsWith(E2E.appUrl)) return;
        report(`${response.status()} ${response.request().method()} ${url.slice(E2E.appUrl.length)}`);
      });
      await use();
      // A test that already failed says why itself; a page that is gone or not ours is not checked.
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      if (!cspRefusalsExpected) expect(refused, 'refused by the Content-Security-Policy').toEqual([]);
      expect(failures, 'console errors and failed requests to our origin the test did not expect').toEqual([]);
      if (!page.url().startsWith(E2E.appUrl)) return;
      // Next streams a page's metadata: after a client navigation the <title> can land a moment
      // after the content (a router refresh after a save re-renders it too). Give it that moment,
      // long enough for a loaded machine; a page that never gets one still fails below.
      await page.waitForFunction(() => document.title !== '', undefined, { timeout: 10_000 }).catch(() => {});
      expect(await accessibilityProblems(page), `axe on ${page.url()}`).toEqual([]);
    },
    { auto: true },
  ],
});
