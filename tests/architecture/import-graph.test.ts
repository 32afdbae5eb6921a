/** @jest-environment node */
import { importCycles, importGraph } from '../helpers/import-graph';

/**
 * The layers of `lib/` (docs/architecture.md, "Layers of lib/"): a shared layer is code every
 * feature may build on and that knows no feature; a feature is one area of the product. A shared
 * layer never imports a feature — a feature registers into it instead (a CSV export into
 * lib/server/export/registry.ts) — and no module of `lib/` (nor of app, components, mocks) is part
 * of an import cycle, type-only imports included.
 */
const SHARED = [
  'lib/paths.ts',
  'lib/security-config.ts',
  'lib/record-unavailable.ts',
  'lib/format/',
  'lib/validation/',
  'lib/api/',
  'lib/lists/',
  'lib/schema/',
  'lib/forms/',
  'lib/rich-text/',
  'lib/ui/',
  'lib/vitals/',
  'lib/audit/',
  'lib/live/',
  'lib/server/',
];

const FEATURES = [
  'activity',
  'admin',
  'application',
  'auth',
  'catalog',
  'clients',
  'company',
  'docs',
  'finance',
  'home',
  'import',
  'integrations',
  'news',
  'onboarding',
  'orders',
  'presence',
  'profile',
  'promo',
  'sessions',
  'settings',
  'shops',
  'views',
].map((name) => `lib/${name}/`);

const isShared = (file: string) => SHARED.some((layer) => (layer.endsWith('/') ? file.startsWith(layer) : file === layer));
const isFeature = (file: string) => FEATURES.some((feature) => file.startsWith(feature));

describe('the import graph of lib/', () => {
  const graph = importGraph('lib');

  it('puts every module of lib/ in exactly one layer: shared or a feature', () => {
    const unplaced = [...graph.keys()].filter((file) => isShared(file) === isFeature(file));
    expect(unplaced).toEqual([]);
  });

  it('has no import from a shared layer into a feature', () => {
    const upward = [...graph].flatMap(([from, targets]) =>
      isShared(from) ? targets.filter(isFeature).map((to) => `${from} -> ${to}`) : [],
    );
    expect(upward).toEqual([]);
  });

  it('has no import cycle, type-only imports counted', () => {
    expect(importCycles(graph).map((cycle) => cycle.join(' <-> '))).toEqual([]);
  });
});

describe('the import graph of the house', () => {
  it('has no import cycle in app, components, lib or mocks, type-only and lazy imports counted', () => {
    const graph = new Map(['app', 'components', 'lib', 'mocks'].flatMap((dir) => [...importGraph(dir)]));
    expect(importCycles(graph).map((cycle) => cycle.join(' <-> '))).toEqual([]);
  });
});

describe('the import graph checker', () => {
  it('finds a cycle, a self-import and leaves a chain alone', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
      ['f', ['d']],
    ]);
    expect(importCycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
  });

  it('reads type-only imports, re-exports and lazy imports as edges', () => {
    const graph = importGraph('lib/clients');
    // schema.ts imports its types only, and api.ts reaches schema.ts through a lazy import().
    expect(graph.get('lib/clients/api.ts')).toContain('lib/clients/schema.ts');
    expect(graph.get('lib/clients/schema.ts')?.some((target) => target.startsWith('lib/clients/'))).toBe(true);
  });
});
