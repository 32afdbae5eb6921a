import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, TestInfo } from '@playwright/test';
import { SHAPE_VARIANTS, type ShapeVariant } from '../mocks/shapes';
import { accounts, signIn, type Account } from './demo';
import { E2E } from './env';
import { expect, test, type Page } from './fixtures';
import { degradedMarks, resolveScreens, sectionHeadings, TOUR_ADMIN_SCREENS, TOUR_CHIEF_SCREENS, type Degraded } from './shapes-screens';

/**
 * An upstream written independently from the same specification sends other shapes where the
 * specification is silent (mocks/shapes.ts). This tour opens every screen (e2e/shapes-screens.ts)
 * as the tour accounts (tour@demo.ru in company 1, tour-admin@demo.ru: no other spec uses them)
 * with the demo upstream answering this test's session in a profile of shape variants
 * (POST /__demo/shapes with the session's token, so the parallel tests of other profiles and
 * other specs keep the usual shapes), and fails a screen on: a document status ≥ 500, the error
 * page «Не удалось загрузить страницу», a console error or a failed request to our origin, a
 * different address than without variants (a card that went back), a block that vanished
 * (its h1–h3 and region names, recorded once without variants in another session, must be the
 * same), or more lists showing their error or fields «нет данных» than without variants. Every
 * screen's failures are collected, so one run lists them all.
 *
 * Profiles: one test per variant would be 10 tours of ~40 screens, about 7.5 minutes on 2
 * workers, over the spec's budget of about 3, so compatible variants share a profile and every
 * variant is in one; each profile's screens are split over two tests so the two workers stay
 * busy to the end. `empty-as-array` is never with `null-lists` or `list-as-object` (they would
 * turn the same empty value two ways; the demo refuses the pair), nor are the two envelopes
 * together.
 */
const COMBINED: { name: string; variants: ShapeVariant[] }[] = [
  { name: 'php', variants: ['empty-as-array', 'int-booleans'] },
  // no-company here, not with empty-as-array: that one also empties the app's record, the other
  // place the specification names the company (companyName), so no screen could name it.
  { name: 'loose-types', variants: ['strings', 'nested-without-id', 'other-envelope', 'list-as-object', 'no-company'] },
  { name: 'null-lists', variants: ['null-lists', 'naive-dates', 'laravel-envelope'] },
];

/** `E2E_SHAPES_EACH=1`: one test per variant instead (about twice as long), to tell which variant a failure is due to. */
const PROFILES = process.env.E2E_SHAPES_EACH === '1' ? SHAPE_VARIANTS.map((variant) => ({ name: variant, variants: [variant] })) : COMBINED;

test.use({ viewport: { width: 1440, height: 900 } });

const ERROR_PAGE = 'Не удалось загрузить страницу';

interface Baseline {
  path: string;
  headings: string[];
  degraded: Degraded;
}

/** One file per screen under this run's output folder, written by whichever test records it first. */
function baselineFile(testInfo: TestInfo, role: string, label: string): string {
  const folder = join(testInfo.project.outputDir, `shapes-baseline-${E2E.upstreamPort}`);
  mkdirSync(folder, { recursive: true });
  return join(folder, `${role}-${label.replace(/[^a-z0-9]+/gi, '_')}.json`);
}

/** Headings once they stop changing (deferred parts arrive after hydration). */
async function settledHeadings(page: Page): Promise<string[]> {
  let previous = await sectionHeadings(page);
  for (let round = 0; round < 10; round += 1) {
    await page.waitForTimeout(300);
    const next = await sectionHeadings(page);
    if (JSON.stringify(next) === JSON.stringify(previous)) return next;
    previous = next;
  }
  return previous;
}

async function baselineOf(page: Page, pending: () => number, testInfo: TestInfo, role: string, label: string, url: string): Promise<Baseline> {
  const file = baselineFile(testInfo, role, label);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Baseline;
  const response = await page.goto(url);
  expect(response?.status(), `${url} without variants`).toBeLessThan(400);
  await expect(page.getByText(ERROR_PAGE), `${url} without variants`).toHaveCount(0);
  await quiet(page, pending);
  const headings = await settledHeadings(page);
  const baseline = { path: new URL(page.url()).pathname, headings, degraded: await degradedMarks(page) };
  writeFileSync(`${file}.${process.pid}`, JSON.stringify(baseline));
  renameSync(`${file}.${process.pid}`, file);
  return baseline;
}

/** The browser's calls still under way (the live event stream aside, which never ends). */
function inFlight(page: Page): () => number {
  const pending = new Set<unknown>();
  const ongoing = (url: string) => !url.includes('/dashboard/own/events');
  page.on('request', (request) => {
    if (ongoing(request.url())) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

/** Until the page's calls have been over for 250 ms (deferred parts, client lists), at most 4 s. */
async function quiet(page: Page, pending: () => number): Promise<void> {
  const deadline = Date.now() + 4000;
  let calmSince = Date.now();
  while (Date.now() < deadline) {
    if (pending() > 0) calmSince = Date.now();
    else if (Date.now() - calmSince >= 250) return;
    await page.waitForTimeout(100);
  }
}

/** A signed-in context of its own; `onProblem` hears its console errors and failed requests. */
async function session(
  browser: Browser,
  account: Account,
  onProblem: (text: string) => void,
): Promise<{ context: BrowserContext; page: Page; token: string; pending: () => number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = inFlight(page);
  const token = await signIn(page, account);
  page.on('console', (message) => {
    // The message and its first stack line: enough to find the code, short enough to read a list of them.
    if (message.type() === 'error' && !/Content Security Policy/i.test(message.text())) onProblem(`console: ${message.text().split('\n').slice(0, 2).join(' ')}`);
  });
  page.on('pageerror', (error) => onProblem(`pageerror: ${error.message.split('\n')[0]}`));
  page.on('response', (response) => {
    const url = response.url();
    if (response.status() >= 400 && url.startsWith(E2E.appUrl)) onProblem(`${response.status()} ${response.request().method()} ${url.slice(E2E.appUrl.length)}`);
  });
  return { context, page, token, pending };
}

async function setShapes(page: Page, account: Account, token: string, variants: ShapeVariant[]): Promise<void> {
  const answer = await page.request.post(`${E2E.upstreamUrl}/__demo/shapes`, { data: { email: account.email, token, variants } });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function tour(browser: Browser, testInfo: TestInfo, role: 'chief' | 'admin', screens: readonly string[], variants: ShapeVariant[], reversed: boolean): Promise<string[]> {
  const account = role === 'chief' ? accounts.tour : accounts.tourAdmin;
  const failures: string[] = [];
  let current = '';
  const problems: string[] = [];
  const plain = await session(browser, account, () => {});
  const shaped = await session(browser, account, (text) => problems.push(text));
  try {
    await setShapes(shaped.page, account, shaped.token, variants);
    // Every other profile goes from the end: the two workers' first tests then record the
    // baselines of a half each instead of both recording all of them.
    const resolved = await resolveScreens(plain.page, reversed ? [...screens].reverse() : screens);
    for (const [label, url] of resolved) {
      const baseline = await baselineOf(plain.page, plain.pending, testInfo, role, label, url);
      current = label;
      problems.length = 0;
      const found: string[] = [];
      const response = await shaped.page.goto(url).catch((error: Error) => {
        found.push(`navigation: ${error.message.split('\n')[0]}`);
        return null;
      });
      if (response && response.status() >= 500) found.push(`document status ${response.status()}`);
      if ((await shaped.page.getByText(ERROR_PAGE).count()) > 0) found.push(`error page «${ERROR_PAGE}»`);
      // The same headings as without variants, given the time deferred parts take to arrive.
      let headings: string[] = [];
      const deadline = Date.now() + 3000;
      for (;;) {
        headings = await sectionHeadings(shaped.page).catch(() => []);
        if (JSON.stringify(headings) === JSON.stringify(baseline.headings) || Date.now() > deadline) break;
        await shaped.page.waitForTimeout(250);
      }
      // What the page loads after hydration (deferred parts, client-side lists) belongs to this screen too.
      await quiet(shaped.page, shaped.pending);
      const path = new URL(shaped.page.url()).pathname;
      if (path !== baseline.path) found.push(`ended on ${path} instead of ${baseline.path}`);
      // Where empty-as-array takes a record away, a table of its rows rightly becomes the block's
      // empty state («Уровней пока нет»): the table's scroll region goes, the block's heading stays.
      const dropsRecords = variants.includes('empty-as-array');
      const missing = baseline.headings.filter((h) => !headings.includes(h) && !(dropsRecords && h.startsWith('region: Таблица')));
      const extra = headings.filter((h) => !baseline.headings.includes(h));
      if (missing.length > 0) found.push(`vanished: ${missing.join(' | ')}`);
      if (extra.length > 0) found.push(`new: ${extra.join(' | ')}`);
      // A list that shows its error, or a field «нет данных», where it showed data without variants.
      const degraded = await degradedMarks(shaped.page).catch(() => baseline.degraded);
      if (degraded.listErrors > baseline.degraded.listErrors) found.push(`list error «Не удалось загрузить список» ×${degraded.listErrors - baseline.degraded.listErrors}`);
      // empty-as-array takes settings records away whole (a company that never saved them): there
      // «нет данных» is the right answer, so only the lists are counted.
      if (!dropsRecords && degraded.noData > baseline.degraded.noData) found.push(`«нет данных» ×${degraded.noData} (without variants ×${baseline.degraded.noData}): ${(degraded.noDataAt ?? []).join('; ')}`);
      found.push(...new Set(problems));
      if (found.length > 0) failures.push(`${role} ${current} (${url}):\n    ${found.join('\n    ')}`);
    }
  } finally {
    await shaped.page.request.delete(`${E2E.upstreamUrl}/__demo/shapes?token=${shaped.token}`).catch(() => {});
    await plain.context.close();
    await shaped.context.close();
  }
  return failures;
}

/** Each profile's screens in two parts of about the same length. */
const half = Math.ceil((TOUR_CHIEF_SCREENS.length + TOUR_ADMIN_SCREENS.length) / 2);
const PARTS = [
  { name: 'first part', chief: TOUR_CHIEF_SCREENS.slice(0, half), admin: [] as string[] },
  { name: 'second part', chief: TOUR_CHIEF_SCREENS.slice(half), admin: TOUR_ADMIN_SCREENS },
];

for (const [index, profile] of PROFILES.entries()) {
  for (const part of PARTS) {
    test(`every screen opens whole with the upstream's answers in shapes «${profile.name}» (${profile.variants.join(', ')}), ${part.name}`, async ({ browser }, testInfo) => {
      test.setTimeout(240_000);
      const reversed = index % 2 === 1;
      const failures = [
        ...(part.chief.length > 0 ? await tour(browser, testInfo, 'chief', part.chief, profile.variants, reversed) : []),
        ...(part.admin.length > 0 ? await tour(browser, testInfo, 'admin', part.admin, profile.variants, reversed) : []),
      ];
      await testInfo.attach('failures', { body: failures.join('\n\n') || 'none', contentType: 'text/plain' });
      expect(failures, `screens that failed under ${profile.variants.join(', ')}`).toEqual([]);
    });
  }
}
