// Bundle budget (part of `npm test`): first-load client JS per route, gzip, from the last build.
// Fails when the shared JS or any route grows past its budget.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const next = join(root, '.next');
const KB = 1000;
export const BUDGETS = { shared: 110 * KB, docs: 130 * KB, dashboard: 250 * KB };

if (!existsSync(join(next, 'app-build-manifest.json'))) {
  console.error('No build found: run `npm run build` (or the e2e tests, which build) first.');
  process.exit(1);
}

const appManifest = JSON.parse(readFileSync(join(next, 'app-build-manifest.json'), 'utf8')).pages;
const buildManifest = JSON.parse(readFileSync(join(next, 'build-manifest.json'), 'utf8'));
const gzipCache = new Map();
const gz = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(next, file)), { level: 9 }).length);
  return gzipCache.get(file);
};
const total = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);

/** A page's first load is its own chunks plus those of every layout, loading and error above it. */
function routeFiles(pageEntry) {
  const dir = pageEntry.replace(/\/page$/, '');
  const files = new Set();
  for (const [entry, chunks] of Object.entries(appManifest)) {
    const match = /^(.*)\/(layout|loading|error|template|not-found)$/.exec(entry);
    const isAncestor = match && (dir === match[1] || dir.startsWith(`${match[1]}/`) || match[1] === '');
    if (entry === pageEntry || isAncestor) for (const chunk of chunks) files.add(chunk);
  }
  return files;
}

const url = (entry) => entry.replace(/\/page$/, '').replace(/\/\([^)]+\)/g, '') || '/';
const shared = total(new Set(buildManifest.rootMainFiles));
const rows = [{ route: '(shared by all)', kind: 'shared', gzipKB: shared / KB, budgetKB: BUDGETS.shared / KB }];
for (const entry of Object.keys(appManifest).filter((e) => e.endsWith('/page')).sort()) {
  const route = url(entry);
  const kind = route.startsWith('/api') ? 'docs' : 'dashboard';
  rows.push({ route, kind, gzipKB: total(routeFiles(entry)) / KB, budgetKB: BUDGETS[kind] / KB });
}

const over = rows.filter((row) => row.gzipKB > row.budgetKB);
console.table(rows.map((row) => ({ ...row, gzipKB: row.gzipKB.toFixed(1), ok: row.gzipKB <= row.budgetKB ? '✓' : '✗ over' })));
if (over.length > 0) {
  console.error(`Bundle budget exceeded: ${over.map((row) => `${row.route} ${row.gzipKB.toFixed(1)} kB > ${row.budgetKB} kB`).join('; ')}`);
  process.exit(1);
}
console.log(`Bundle budget: ${rows.length - 1} routes within budget.`);
