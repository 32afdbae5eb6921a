import type { Page } from './fixtures';
import { screenUrl } from './screens';

/** The phone every phone check runs on (with touch): 390×844, an iPhone 12–15's screen. */
export const PHONE = { width: 390, height: 844 };

/**
 * Walks the page's DOM and names every element that reaches past the box that clips it (its
 * nearest ancestor that scrolls or hides overflow, else the phone's screen), unless that box is a
 * marked scroll region (`data-scroll-region`) showing a visible hint (`data-scroll-hint`).
 * Visually hidden elements (1 px, clipped) and text cut with an ellipsis on purpose are skipped.
 * The page itself wider than the phone is named too: a mobile browser widens its layout viewport
 * to fit content that sticks out (zooming the page out), so it is compared with the phone's width.
 */
export async function clippedElements(page: Page): Promise<string[]> {
  return page.evaluate((phone) => {
    const name = (element: Element) => {
      const classes = [...element.classList].map((c) => c.replace(/^(.*?)__(.*?)__.*$/, '$1__$2')).join('.');
      const label = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 30);
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} «${label}»`;
    };
    const clips = (element: Element) => {
      const style = getComputedStyle(element);
      return style.overflowX !== 'visible' || style.overflowY !== 'visible';
    };
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none';
    };
    const hintShown = (region: Element) => [...region.querySelectorAll('[data-scroll-hint]')].some(visible) || [...(region.parentElement?.querySelectorAll(':scope > [data-scroll-hint]') ?? [])].some(visible);
    const offenders: string[] = [];
    const width = Math.max(document.documentElement.scrollWidth, window.innerWidth);
    if (width > phone.width) offenders.push(`the page is ${width} px wide`);
    for (const element of document.querySelectorAll('body *')) {
      if (!visible(element)) continue;
      // Fixed layers (the widget, toasts, an open menu) are placed against the screen.
      if (element.closest('[data-sonner-toaster]')) continue;
      let clipper: Element | null = element.parentElement;
      while (clipper && clipper !== document.body && !clips(clipper)) clipper = clipper.parentElement;
      const box = element.getBoundingClientRect();
      let left = 0;
      let right = phone.width;
      if (clipper && clipper !== document.body) {
        const style = getComputedStyle(clipper);
        // Text cut with an ellipsis, and visually hidden labels, are clipped on purpose.
        if (style.textOverflow === 'ellipsis' || clipper.getBoundingClientRect().width <= 1) continue;
        const outer = clipper.getBoundingClientRect();
        left = outer.left + clipper.clientLeft;
        right = left + clipper.clientWidth;
        if (clipper.closest('[data-scroll-region]') && hintShown(clipper.closest('[data-scroll-region]')!)) continue;
      } else if (getComputedStyle(element).position === 'fixed') {
        continue;
      }
      if (box.left < left - 1 || box.right > right + 1) {
        // Name only the outermost offender of a clipping box, not each of its children.
        const parent = element.parentElement;
        if (parent && parent !== clipper) {
          const outer = parent.getBoundingClientRect();
          if (outer.left < left - 1 || outer.right > right + 1) continue;
        }
        offenders.push(`${name(element)}: ${Math.round(box.left)}..${Math.round(box.right)} in ${Math.round(left)}..${Math.round(right)}`);
      }
    }
    const widget = document.querySelector<HTMLElement>('button[aria-label="Связаться с менеджером"]');
    if (widget) {
      const box = widget.getBoundingClientRect();
      if (box.left < 0 || box.top < 0 || box.right > phone.width || box.bottom > phone.height) offenders.push('the call widget is outside the screen');
    }
    return offenders;
  }, PHONE);
}

/** Opens a screen, waits for its data, and names what is clipped on it (prefixed with the path). */
export async function phoneProblems(page: Page, path: string): Promise<string[]> {
  await page.goto(await screenUrl(page, path));
  await page.waitForLoadState('networkidle');
  // A scroll region shows its hint once its code has run and measured it: on a loaded machine
  // that can come after the network is idle, so a clipped box is looked at again for up to 5 s.
  let problems = await clippedElements(page);
  for (const deadline = Date.now() + 5000; problems.length > 0 && Date.now() < deadline; ) {
    await page.waitForTimeout(250);
    problems = await clippedElements(page);
  }
  return problems.map((problem) => `${path}: ${problem}`);
}
