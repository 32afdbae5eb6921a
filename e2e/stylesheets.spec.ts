import { expect, test } from './fixtures';
import { stylesheetRequests, useSession } from './demo';

// The pages' stylesheets come inlined in their HTML (next.config.js inlineCss): the first paint does
// not wait a round trip for a stylesheet (docs/performance.md, "Pages"), and a part of the page
// loaded later (the bulk bar, the call widget, the notification stack) does not download an
// inlined stylesheet again (lib/ui/inlined-styles-boot.ts).

for (const path of ['/orders', '/clients/3', '/catalog/products/1']) {
  test(`${path}: styled by its HTML alone, and no inlined stylesheet is downloaded when the later parts load`, async ({ page }) => {
    await useSession(page, 'chief');
    const stylesheets = stylesheetRequests(page);
    const response = await page.goto(path);
    const markup = (await response?.text()) ?? '';
    expect(markup).toMatch(/<style[^>]* data-href="\/_next\/static\/chunks\/[^"]+\.css/);
    // The frame's idle parts have come: the call widget is the last of them on every screen.
    await expect(page.getByRole('button', { name: 'Связаться с менеджером' })).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const inlined = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-href]')].flatMap((style) => style.getAttribute('data-href')!.split(' ')).filter(Boolean),
    );
    expect(inlined.length).toBeGreaterThan(0);
    expect(stylesheets.filter((href) => inlined.includes(href))).toEqual([]);
  });
}
