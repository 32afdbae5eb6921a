import { docPages } from '@/lib/docs/pages';
import { buildSearchIndex, searchDocs, stem } from '@/lib/docs/search';

const index = buildSearchIndex(docPages);

describe('docs search', () => {
  it('finds pages by title first, then headings', () => {
    const results = searchDocs(index, 'список');
    expect(results.map((r) => r.href)).toEqual(['/api/webhook/list', '/api/acquiring/list', '/api/webhook/events#event-list']);
    expect(results[0]).toEqual({ href: '/api/webhook/list', title: 'Список вебхуков', context: 'Вебхуки' });
  });

  it('finds a page-specific heading and links to its anchor', () => {
    expect(searchDocs(index, 'подпись')).toEqual([
      { href: '/api/webhook/events#signature', title: 'Проверка подписи', context: 'События вебхуков' },
    ]);
    expect(searchDocs(index, 'ндс')[0]?.href).toBe('/api/acquiring/ffd-keys#vat');
  });

  it('matches every word, ignores case and ё, and tolerates Russian endings', () => {
    expect(searchDocs(index, 'ИМПОРТ заказов').map((r) => r.href)).toEqual(['/api/integration/order/import']);
    expect(searchDocs(index, 'платежные шлюзы').map((r) => r.href)).toEqual(['/api/acquiring/gates']);
    expect(stem('вебхуки')).toBe('вебхук');
    expect(stem('ффд')).toBe('ффд');
  });

  it('leaves out the headings every page shares, and limits the results', () => {
    expect(searchDocs(index, 'пример ответа')).toEqual([]);
    expect(searchDocs(index, 'а').length).toBeLessThanOrEqual(8);
    expect(searchDocs(index, '   ')).toEqual([]);
    expect(searchDocs(index, 'несуществующее')).toEqual([]);
  });
});
