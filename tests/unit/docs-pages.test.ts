import { API_BASE_URL } from '@/lib/docs/common';
import { docPages, docsMenu, findDocPage, neighbours, outline } from '@/lib/docs/pages';
import type { ArticleBlock, DocPage } from '@/lib/docs/types';

/** §2 "API documentation under /api", in its fixed order. */
const SPEC_ORDER = [
  'webhook/create',
  'webhook/events',
  'webhook/update',
  'webhook/get',
  'webhook/list',
  'webhook/delete',
  'acquiring/gates',
  'acquiring/ffd-keys',
  'acquiring/create',
  'acquiring/update',
  'acquiring/get',
  'acquiring/list',
  'acquiring/delete',
  'integration/auth',
  'integration/auth/settings',
  'integration/client/import',
  'integration/client/edit',
  'integration/order/import',
  'integration/order/edit',
  'bonus/balance',
  'bonus/info',
  'bonus/add',
  'bonus/sub',
  'io/clients',
  'io/offers',
  'io/catalog',
  'feed/catalog',
].map((path) => `/api/${path}`);

/** Pages whose calls validate what they are sent, and so show a 422 example. */
const VALIDATING = /\/(create|update|import|edit|add|sub|settings)$|^\/api\/io\/|^\/api\/integration\/auth$/;

const blocksOf = (page: DocPage): ArticleBlock[] => page.sections.flatMap((section) => section.blocks);
const codeBlocks = (page: DocPage) => blocksOf(page).flatMap((block) => (block.kind === 'code' ? [block] : []));
const texts = (page: DocPage): string[] =>
  blocksOf(page).flatMap((block) => {
    switch (block.kind) {
      case 'paragraph':
        return [block.text];
      case 'list':
        return block.items;
      case 'table':
        return block.rows.flat();
      case 'params':
        return block.groups.flatMap((group) => group.params.map((param) => param.description));
      case 'fields':
        return block.fields.map((field) => field.description);
      default:
        return [];
    }
  });

describe('docs page list', () => {
  it('has every page of §2 in the fixed order', () => {
    expect(docPages.map((page) => page.href)).toEqual(SPEC_ORDER);
  });

  it('follows "Следующая статья" from the first page through every page once, and back with "Предыдущая статья"', () => {
    const visited: string[] = [];
    let page: DocPage | undefined = docPages[0];
    expect(page && neighbours(page).prev).toBeNull();
    while (page) {
      expect(visited).not.toContain(page.href);
      visited.push(page.href);
      const next = neighbours(page).next;
      page = next ? findDocPage(next.href.split('/').slice(2)) : undefined;
    }
    expect(visited).toEqual(SPEC_ORDER);

    const back: string[] = [];
    let last: DocPage | undefined = docPages[docPages.length - 1];
    expect(last && neighbours(last).next).toBeNull();
    while (last) {
      back.push(last.href);
      const prev = neighbours(last).prev;
      last = prev ? findDocPage(prev.href.split('/').slice(2)) : undefined;
    }
    expect(back).toEqual([...SPEC_ORDER].reverse());
  });

  it('finds a page by its route segments, and nothing for an unknown path', () => {
    expect(findDocPage(['integration', 'auth', 'settings'])?.title).toBe('Настройки авторизации');
    expect(findDocPage(['io', 'clients'])?.title).toBe('Экспорт и импорт клиентов');
    expect(findDocPage(['webhook'])).toBeUndefined();
    expect(findDocPage(['webhook', 'create', 'extra'])).toBeUndefined();
  });

  it('groups the menu by section in the same order', () => {
    const menu = docsMenu();
    expect(menu.map((section) => section.id)).toEqual(['webhook', 'acquiring', 'integration', 'bonus', 'io', 'feed']);
    expect(menu.flatMap((section) => section.pages.map((page) => page.href))).toEqual(SPEC_ORDER);
  });

  it('gives every page a unique title and a description fit for a search result', () => {
    expect(new Set(docPages.map((page) => page.title)).size).toBe(docPages.length);
    for (const page of docPages) {
      expect(page.description.length).toBeGreaterThan(40);
      expect(page.description.length).toBeLessThanOrEqual(200);
    }
  });
});

describe.each(docPages.map((page) => [page.href, page] as const))('%s', (_href, page) => {
  const ids = page.sections.map((section) => section.id);

  it('has the required parts: description, method and URL, headers, parameters, request and response examples', () => {
    expect(page.title).not.toBe('');
    expect(ids[0]).toBe('overview');
    expect(page.sections[0]?.blocks.length).toBeGreaterThan(0);
    const endpoints = blocksOf(page).filter((block) => block.kind === 'endpoint');
    expect(endpoints.length).toBeGreaterThan(0);
    for (const endpoint of endpoints) expect(endpoint.url.startsWith(API_BASE_URL)).toBe(true);
    for (const part of ['headers', 'parameters', 'request-example']) {
      expect(ids.some((id) => id === part || id.endsWith(`-${part}`))).toBe(true);
    }
    expect(ids.some((id) => id === 'response-example' || id.endsWith('-response'))).toBe(true);
    expect(ids).toContain('errors');
    expect(codeBlocks(page).length).toBeGreaterThanOrEqual(2);
  });

  it('has unique heading ids (h2/h3) for deep links, apart from the layout ids', () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    for (const reserved of ['doc-title', 'docs-content', 'docs-menu', 'article-nav-title']) expect(ids).not.toContain(reserved);
    expect(outline(page).map((item) => item.id)).toEqual(ids);
    expect(page.sections.every((section) => section.level === 2 || section.level === 3)).toBe(true);
  });

  it('has valid JSON in its JSON examples and runnable curl requests against the API base', () => {
    for (const block of codeBlocks(page)) {
      if (block.sample.language === 'json') expect(() => JSON.parse(block.sample.code)).not.toThrow();
      if (block.sample.language === 'bash') expect(block.sample.code).toMatch(new RegExp(`^curl (-X [A-Z]+ )?'${API_BASE_URL}/`));
    }
    expect(new Set(codeBlocks(page).map((block) => block.id)).size).toBe(codeBlocks(page).length);
  });

  it('links only to pages that exist', () => {
    const links = texts(page).flatMap((text) => [...text.matchAll(/\]\((\/[^)\s]+)\)/g)].map((match) => match[1] ?? ''));
    for (const link of links) expect(SPEC_ORDER).toContain(link);
  });
});

describe('422 validation-error examples', () => {
  const validating = docPages.filter((page) => VALIDATING.test(page.href));

  it('are on every page that creates, changes, imports, adds or subtracts', () => {
    expect(validating.map((page) => page.href)).toEqual([
      '/api/webhook/create',
      '/api/webhook/update',
      '/api/acquiring/create',
      '/api/acquiring/update',
      '/api/integration/auth',
      '/api/integration/auth/settings',
      '/api/integration/client/import',
      '/api/integration/client/edit',
      '/api/integration/order/import',
      '/api/integration/order/edit',
      '/api/bonus/add',
      '/api/bonus/sub',
      '/api/io/clients',
      '/api/io/offers',
      '/api/io/catalog',
    ]);
  });

  it.each(validating.map((page) => [page.href, page] as const))('%s shows the §7 error body with field messages', (_href, page) => {
    const example = page.sections.find((section) => section.id.endsWith('validation-error'));
    expect(example?.title).toBe('Ошибка валидации (422)');
    const code = example?.blocks.find((block) => block.kind === 'code');
    const body = JSON.parse(code?.kind === 'code' ? code.sample.code : 'null') as { error: string; data: Record<string, string[]> };
    expect(body.error).toBe('Проверьте корректность введенных данных');
    expect(Object.keys(body.data).length).toBeGreaterThan(0);
    for (const messages of Object.values(body.data)) expect(messages.length).toBeGreaterThan(0);
  });
});
