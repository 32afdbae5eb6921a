import type { DocPage } from './types';

/**
 * The docs search box looks through page titles, section names and the headings that are
 * particular to a page (the event list, the CSV format…). The headings every page shares
 * ("Заголовки", "Пример ответа") would match every page and are left out.
 */

export interface SearchEntry {
  href: string;
  title: string;
  section: string;
  headings: { id: string; title: string }[];
}

export interface SearchResult {
  href: string;
  title: string;
  /** Where the match is: the section for a page, the page for a heading. */
  context: string;
}

const SHARED_HEADINGS = new Set(['Описание', 'Запрос', 'Заголовки', 'Параметры', 'Пример запроса', 'Ответ', 'Пример ответа', 'Поля ответа', 'Ошибки', 'Ошибка валидации (422)']);

export function buildSearchIndex(pages: DocPage[]): SearchEntry[] {
  return pages.map((page) => ({
    href: page.href,
    title: page.title,
    section: page.section.title,
    headings: page.sections.filter((s) => !SHARED_HEADINGS.has(s.title)).map(({ id, title }) => ({ id, title })),
  }));
}

export const normalize = (text: string) => text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();

/** A rough Russian stem, so 'подпись' finds 'подписи' and 'вебхуки' finds 'вебхуков'. */
export function stem(word: string): string {
  if (word.length < 5) return word;
  const stemmed = word.replace(/(ами|ями|ов|ев|ах|ях|ом|ем|[аеийоуыьэюя]+)$/, '');
  return stemmed.length >= 4 ? stemmed : word;
}

export function searchDocs(index: SearchEntry[], query: string, limit = 8): SearchResult[] {
  const words = normalize(query).split(' ').filter(Boolean).map(stem);
  if (words.length === 0) return [];
  const matches = (text: string) => {
    const haystack = normalize(text);
    return words.every((word) => haystack.includes(word));
  };
  const scored: { result: SearchResult; score: number }[] = [];
  for (const entry of index) {
    if (matches(`${entry.title} ${entry.section}`)) {
      const score = normalize(entry.title).startsWith(words[0] ?? '') ? 3 : matches(entry.title) ? 2 : 1;
      scored.push({ result: { href: entry.href, title: entry.title, context: entry.section }, score });
    }
    for (const heading of entry.headings) {
      if (matches(heading.title)) scored.push({ result: { href: `${entry.href}#${heading.id}`, title: heading.title, context: entry.title }, score: 0 });
    }
  }
  // A stable sort keeps the documentation order among equal scores.
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ result }) => result);
}
