import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { E2E } from './env';

/**
 * The `test` and `expect` every spec imports, so checks that belong to every page a test visits
 * are added here once instead of in each spec: when a test that passed ends on a page of ours,
 * axe-core finds no serious or critical accessibility violation there, and no script or style
 * was refused by the Content-Security-Policy during the whole test.
 */

export type { Page };
export { expect };

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

async function accessibilityProblems(page: Page): Promise<string[]> {
  await page.waitForLoadState('domcontentloaded');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

export const test = base.extend<{ pageChecks: void; cspRefusalsExpected: boolean }>({
  // A test that feeds hostile HTML to the page: Chrome reports the CSP refusing its inline
  // handlers even while DOMPurify parses it in an inert document, so those reports are expected.
  cspRefusalsExpected: [false, { option: true }],
  pageChecks: [
    async ({ page, cspRefusalsExpected }, use, testInfo) => {
      const refused: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      await use();
      // A test that already failed says why itself; a page that is gone or not ours is not checked.
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      if (!cspRefusalsExpected) expect(refused, 'refused by the Content-Security-Policy').toEqual([]);
      if (!page.url().startsWith(E2E.appUrl)) return;
      // Next streams a page's metadata: after a client navigation the <title> can land a moment
      // after the content. Give it that moment; a page that never gets one still fails below.
      await page.waitForFunction(() => document.title !== '', undefined, { timeout: 3000 }).catch(() => {});
      expect(await accessibilityProblems(page), `axe on ${page.url()}`).toEqual([]);
    },
    { auto: true },
  ],
});
