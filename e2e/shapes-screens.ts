/**
 * The screens e2e/shapes.spec.ts tours under each shape variant of the demo upstream's answers:
 * every company-user and administrator screen of e2e/screens.ts (side menu, one record card of
 * each kind, the settings tabs, builder, profile, finance, integrations and their screens,
 * activity, company and its sections), plus a third company section and an information block's
 * promo page. Records are company 1's («Кофейня «Утро»»), the tour account's company.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_SCREENS, CHIEF_SCREENS, ORDER_CARD, screenUrl } from './screens';

const PROMO_EDIT = '/promo/{promoBlock}/edit/{promo}';

/**
 * The create forms are left out (the tour's budget): they read only selector lists, which the
 * lists and cards of the tour read too.
 */
export const TOUR_CHIEF_SCREENS = [...CHIEF_SCREENS.filter((screen) => !screen.endsWith('/create')), '/company/3', PROMO_EDIT];
export const TOUR_ADMIN_SCREENS = ADMIN_SCREENS;

/** The first information block of the promo template that has a page (through the BFF, camelCase). */
async function promoBlock(request: APIRequestContext): Promise<{ block: number; promo: number }> {
  const answer = (await (await request.get('/dashboard/v1/chief/mainpage/blocks')).json()) as {
    data: { id: number; template: string; children?: { id: number }[] }[];
  };
  const block = answer.data.find((b) => b.template === 'promo' && (b.children?.length ?? 0) > 0);
  if (!block) throw new Error('the seed has no promo block with a page');
  return { block: block.id, promo: block.children![0]!.id };
}

/**
 * Each screen as [label, address]: the label is the list's entry, the address has the seed's ids
 * put in. Read through `page` (a session whose answers have their usual shapes).
 */
export async function resolveScreens(page: Page, screens: readonly string[]): Promise<[label: string, url: string][]> {
  const needsPromo = screens.some((screen) => screen.includes('{promoBlock}'));
  const promo = needsPromo ? await promoBlock(page.request) : null;
  const resolved: [string, string][] = [];
  for (const screen of screens) {
    if (screen === ORDER_CARD) resolved.push([screen, await screenUrl(page, screen)]);
    else if (promo) resolved.push([screen, screen.replace('{promoBlock}', String(promo.block)).replace('{promo}', String(promo.promo))]);
    else resolved.push([screen, screen]);
  }
  return resolved;
}

/**
 * What a screen shows as its parts: the text of every visible h1–h3 and the name of every
 * visible region (role=region, a named section) but the frame's notification stack, and every
 * error toast, sorted, without repeats. A block that vanished under a variant is missing here.
 */
export function sectionHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
    const shown = (element: Element) => (typeof element.checkVisibility === 'function' ? element.checkVisibility() : true);
    const items: string[] = [];
    for (const element of document.querySelectorAll('h1, h2, h3')) {
      const value = text(element.textContent);
      if (value && shown(element)) items.push(`${element.tagName.toLowerCase()}: ${value}`);
    }
    for (const element of document.querySelectorAll('[role="region"], section[aria-label], section[aria-labelledby]')) {
      // The frame's notification stack (sonner's section, a child of <body>) is no block of the
      // screen: it appears whenever its lazily loaded script arrives. Its error toasts are below.
      if (!shown(element) || element.closest('[data-keep-live]')) continue;
      const labelledBy = element.getAttribute('aria-labelledby');
      const name = text(
        element.getAttribute('aria-label') ??
          (labelledBy ? labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : ''),
      );
      if (name) items.push(`region: ${name}`);
    }
    // An error toast is something that failed on this screen: named, so a variant that causes one fails the tour.
    for (const toast of document.querySelectorAll('[data-sonner-toast][data-type="error"]')) items.push(`error toast: ${text(toast.textContent)}`);
    return [...new Set(items)].sort();
  });
}

/** Where a screen shows that it could not read something: a list's error text, and «нет данных» in a field's place. */
export interface Degraded {
  listErrors: number;
  noData: number;
  /** Where each «нет данных» stands: its section's heading and the label before it, to tell a failure's cause. */
  noDataAt?: string[];
}

export function degradedMarks(page: Page): Promise<Degraded> {
  return page.evaluate(() => {
    let listErrors = 0;
    let noData = 0;
    const noDataAt: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim().toLowerCase();
      if (text.startsWith('не удалось загрузить список')) listErrors += 1;
      else if (text === 'нет данных') {
        noData += 1;
        const holder = node.parentElement;
        const section = holder?.closest('section')?.querySelector('h1, h2, h3')?.textContent ?? '';
        const label = holder?.closest('dd, td, p, div')?.previousElementSibling?.textContent ?? '';
        noDataAt.push(`${section.trim()} / ${label.trim().slice(0, 40)}`);
      }
    }
    return { listErrors, noData, noDataAt };
  });
}
