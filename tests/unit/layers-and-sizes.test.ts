/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * §9's layer limits (popups and tooltips 1100, overlays and menus 1000) and the multiselect's
 * dropdown height (300), read from the stylesheets that apply them.
 */

const root = join(__dirname, '..', '..');
const css = (path: string) => readFileSync(join(root, path), 'utf8');

function stylesheets(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.css'))
    .map((name) => join(folder, name));
}

const LAYERS: Record<string, number> = { '--z-menu': 1000, '--z-popup': 1100 };

/** A z-index value as a number: the two layer variables substituted, one `calc(a ± b)` worked out. */
function layerOf(value: string): number {
  const plain = value.replace(/var\((--z-[a-z]+)(?:,\s*\d+)?\)/g, (_, name: string) => String(LAYERS[name] ?? NaN)).trim();
  const calc = /^calc\((\d+)\s*([+-])\s*(\d+)\)$/.exec(plain);
  if (calc) return calc[2] === '+' ? Number(calc[1]) + Number(calc[3]) : Number(calc[1]) - Number(calc[3]);
  return Number(plain);
}

function zIndexes(path: string): { selector: string; layer: number; value: string }[] {
  const found: { selector: string; layer: number; value: string }[] = [];
  for (const match of css(path).matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const value = /z-index:\s*([^;]+);/.exec(match[2]!)?.[1];
    if (value) found.push({ selector: match[1]!.trim(), layer: layerOf(value), value });
  }
  return found;
}

it('defines the two layers of §9 once, on the root', () => {
  const globals = css('app/globals.css');
  expect(globals).toMatch(/--z-menu:\s*1000;/);
  expect(globals).toMatch(/--z-popup:\s*1100;/);
});

it('keeps every layer of every stylesheet within 1100, through the two variables', () => {
  const all = [...stylesheets('components'), ...stylesheets('app')].flatMap((path) => zIndexes(path).map((z) => ({ path, ...z })));
  expect(all.length).toBeGreaterThan(15);
  for (const { path, selector, layer, value } of all) {
    expect(`${path} ${selector}: ${Number.isFinite(layer) ? layer : value}`).toBe(`${path} ${selector}: ${Math.min(layer, 1100)}`);
    // A bare number only for stacking inside a component (a scroll region's hint).
    if (!value.includes('var(--z-')) expect(layer).toBeLessThan(10);
  }
});

it.each([
  ['components/ui/popup.module.css', 1100],
  ['components/ui/select-dropdown.module.css', 1000],
  ['components/ui/context-menu.module.css', 1000],
  ['components/layout/user-menu.module.css', 1000],
])('puts %s on layer %i', (path, layer) => {
  expect(Math.max(...zIndexes(path).map((z) => z.layer))).toBe(layer);
});

it('limits the (multi)select dropdown to 300 px, scrolling beyond', () => {
  const dropdown = /\.dropdown\s*\{([^}]*)\}/.exec(css('components/ui/select-dropdown.module.css'))?.[1] ?? '';
  expect(dropdown).toMatch(/max-height:\s*300px;/);
  expect(dropdown).toMatch(/overflow-y:\s*auto;/);
});
