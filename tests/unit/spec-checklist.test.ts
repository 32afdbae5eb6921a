/**
 * docs/spec-checklist.md maps every rule of the specification to the tests that assert it. This
 * test keeps the table honest: every row is either mapped to tests that exist, under the title
 * written, or marked as a gap with a reason.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const CHECKLIST = path.join(ROOT, 'docs/spec-checklist.md');

interface Row {
  id: string;
  rule: string;
  test: string;
  line: number;
}

interface Reference {
  file: string;
  title: string;
}

/** Splits a Markdown table row into its cells; `\|` stays inside a cell. */
function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

function readRows(text: string): Row[] {
  const rows: Row[] = [];
  text.split('\n').forEach((line, index) => {
    if (!/^\|\s*\d+\.\d+\s*\|/.test(line)) return;
    const [id = '', rule = '', test = ''] = cells(line);
    rows.push({ id, rule, test, line: index + 1 });
  });
  return rows;
}

const GAP = /^\*\*gap\*\*:\s*(.*)$/;
const REFERENCE = /^`((?:tests|e2e)\/[^`]+\.(?:test\.tsx?|spec\.ts))`\s*›\s*(.+)$/;

function references(cell: string): Reference[] | null {
  const parts = cell.split('<br>').map((part) => part.trim());
  const found: Reference[] = [];
  for (const part of parts) {
    const match = REFERENCE.exec(part);
    if (!match) return null;
    found.push({ file: match[1]!, title: match[2]!.trim() });
  }
  return found;
}

/** The titles of a file's tests (it / test, with .each, .skip …), unescaped. */
function testTitles(source: string): string[] {
  const pattern = /\b(?:it|test)(?:\.(?:only|skip|concurrent|fixme|each\([\s\S]*?\)))?\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;
  const titles: string[] = [];
  for (const match of source.matchAll(pattern)) titles.push(match[2]!.replace(/\\(.)/g, '$1'));
  return titles;
}

/** A parametrised title names its cases through a table of the file: `%s`, `$name`, `${…}`. */
const PARAMETRISED = /%[sdiofjp#]|\$\{|\$[a-z]/;

function quoted(source: string, text: string): boolean {
  return [`'${text}'`, `"${text}"`, `\`${text}\``].some((form) => source.includes(form));
}

const sources = new Map<string, string>();
function sourceOf(file: string): string | null {
  if (!sources.has(file)) {
    const full = path.join(ROOT, file);
    sources.set(file, existsSync(full) ? readFileSync(full, 'utf8') : '');
  }
  return sources.get(file) || null;
}

function problemOf(reference: Reference): string | null {
  const source = sourceOf(reference.file);
  if (source === null) return `${reference.file} does not exist`;
  const titles = testTitles(source);
  if (titles.includes(reference.title)) return null;
  if (titles.some((title) => PARAMETRISED.test(title)) && quoted(source, reference.title)) return null;
  return `${reference.file} has no test titled "${reference.title}"`;
}

const text = readFileSync(CHECKLIST, 'utf8');
const rows = readRows(text);

describe('docs/spec-checklist.md', () => {
  it('has rules in every section of the specification', () => {
    const sections = new Set(rows.map((row) => row.id.split('.')[0]));
    expect([...sections].sort((a, b) => Number(a) - Number(b))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('numbers each rule once', () => {
    const ids = rows.map((row) => row.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('maps every rule to tests or marks it as a gap with a reason', () => {
    const unmapped = rows
      .filter((row) => {
        if (!row.rule) return true;
        const gap = GAP.exec(row.test);
        if (gap) return gap[1]!.trim().length === 0;
        return references(row.test) === null;
      })
      .map((row) => `${row.id} (line ${row.line}): ${row.test || '(empty)'}`);
    expect(unmapped).toEqual([]);
  });

  it('references only test files that exist, under titles they hold', () => {
    const problems = rows.flatMap((row) =>
      GAP.test(row.test)
        ? []
        : (references(row.test) ?? []).map(problemOf).flatMap((problem) => (problem ? [`${row.id}: ${problem}`] : [])),
    );
    expect(problems).toEqual([]);
  });

  it('checks itself: a wrong title, a missing file and an empty gap are caught', () => {
    expect(problemOf({ file: 'tests/unit/guard.test.ts', title: 'keeps path and query of our own origin' })).toBeNull();
    expect(problemOf({ file: 'tests/unit/guard.test.ts', title: 'admin on home goes to companies' })).toBeNull();
    expect(problemOf({ file: 'tests/unit/guard.test.ts', title: 'no such test' })).toMatch(/has no test titled/);
    expect(problemOf({ file: 'tests/unit/none.test.ts', title: 'x' })).toMatch(/does not exist/);
    expect(references('**gap**:')).toBeNull();
    expect(GAP.exec('**gap**:   ')?.[1]?.trim()).toBe('');
    expect(references('`tests/unit/guard.test.ts` › a<br>`e2e/shell.spec.ts` › b')).toEqual([
      { file: 'tests/unit/guard.test.ts', title: 'a' },
      { file: 'e2e/shell.spec.ts', title: 'b' },
    ]);
  });
});
