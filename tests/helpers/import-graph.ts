import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The import graph of the project's own modules under one folder (`lib/` for the architecture
 * test), read with the TypeScript compiler's import scanner: static imports, `import type`,
 * re-exports, `import()` and `require` all count — a type-only loop is still a loop for the next
 * reader. Paths are relative to the project root, with their extension (`lib/orders/api.ts`).
 */

// Jest gives the module its folder; a script run from the project root (node) has the working folder.
const ROOT = typeof __dirname === 'string' ? path.resolve(__dirname, '../..') : process.cwd();
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js'];

export type ImportGraph = Map<string, string[]>;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
}

/** The project file an import specifier names, or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return null;
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => `${base}/index${ext}`)];
  return candidates.find((file) => fs.existsSync(path.join(ROOT, file)) && fs.statSync(path.join(ROOT, file)).isFile()) ?? null;
}

/** Every module under `dir` and the modules (anywhere in the project) it imports. */
export function importGraph(dir: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(dir)) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = importedFiles.map((imported) => resolveImport(file, imported.fileName)).filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)].sort());
  }
  return graph;
}

/**
 * The import cycles of a graph as its strongly connected components of more than one module
 * (or a module importing itself), each sorted, found with Tarjan's algorithm.
 */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

/** The number of two-module loops (a imports b, b imports a) — the simplest circles. */
export function mutualImports(graph: ImportGraph): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [from, targets] of graph) {
    for (const to of targets) if (from < to && (graph.get(to) ?? []).includes(from)) pairs.push([from, to]);
  }
  return pairs;
}
