import { API_BASE_URL } from './common';
import type { ArticleBlock, ArticleSection, CodeSample, ContentBlock, DocPageSource, EndpointSpec, Topic } from './types';

/**
 * Turns a page's data into the sections of its article, in reading order. Every page gets the
 * same skeleton (description, request, headers, parameters, examples, response, errors), so an
 * integrator finds things in the same place on every page, and the anchor list follows from it.
 */

export const endpointUrl = (path: string) => (/^https?:/.test(path) ? path : `${API_BASE_URL}${path}`);

export const ERROR_FORMAT_TEXT =
  'Ошибка приходит с HTTP-статусом и телом `{ "error": "текст ошибки", "data": { "поле": ["сообщение"] } }`; если ошибка не относится к полям, `data` — пустой объект.';

export function buildArticle(page: DocPageSource): ArticleSection[] {
  let codeCount = 0;
  const withIds = (blocks: ContentBlock[]): ArticleBlock[] =>
    blocks.map((block) => (block.kind === 'code' ? { ...block, id: `code-${++codeCount}` } : block));
  const codeBlock = (sample: CodeSample): ArticleBlock => ({ kind: 'code', id: `code-${++codeCount}`, sample });

  const sections: ArticleSection[] = [];
  const add = (id: string, level: 2 | 3, title: string, blocks: ArticleBlock[]) => sections.push({ id, level, title, blocks });

  const addTopic = (topic: Topic) => {
    add(topic.id, 2, topic.title, withIds(topic.blocks));
    for (const sub of topic.subtopics ?? []) add(sub.id, 3, sub.title, withIds(sub.blocks));
  };

  const addCall = (endpoint: EndpointSpec, prefix: string) => {
    add(`${prefix}headers`, 3, 'Заголовки', [
      endpoint.headers.length > 0
        ? { kind: 'table', head: ['Заголовок', 'Значение', 'Описание'], rows: endpoint.headers.map((h) => [`\`${h.name}\``, `\`${h.value}\``, h.description]) }
        : { kind: 'paragraph', text: 'Специальные заголовки не нужны.' },
    ]);
    add(`${prefix}parameters`, 3, 'Параметры', [
      endpoint.params.length > 0 ? { kind: 'params', groups: endpoint.params } : { kind: 'paragraph', text: 'У метода нет параметров.' },
    ]);
    add(`${prefix}request-example`, 3, 'Пример запроса', [codeBlock(endpoint.request)]);
  };

  const statusText = (endpoint: EndpointSpec): ArticleBlock => ({
    kind: 'paragraph',
    text: `Успешный ответ — \`${endpoint.response.status}\`. ${endpoint.response.description}`,
  });

  add('overview', 2, 'Описание', page.intro.map((text) => ({ kind: 'paragraph', text })));
  for (const topic of page.topics ?? []) if (topic.placement === 'before') addTopic(topic);

  const [first, ...rest] = page.endpoints;
  if (rest.length === 0 && !first.key) {
    const endpoint = first;
    add('request', 2, 'Запрос', [
      ...(endpoint.summary ? [{ kind: 'paragraph' as const, text: endpoint.summary }] : []),
      { kind: 'endpoint', method: endpoint.method, url: endpointUrl(endpoint.path) },
    ]);
    addCall(endpoint, '');
    add('response', 2, 'Ответ', [statusText(endpoint)]);
    add('response-example', 3, 'Пример ответа', [codeBlock(endpoint.response.example)]);
    if (endpoint.response.fields) add('response-fields', 3, 'Поля ответа', [{ kind: 'fields', fields: endpoint.response.fields }]);
    add('errors', 2, 'Ошибки', errorBlocks(page));
    if (endpoint.validationError) {
      add('validation-error', 3, 'Ошибка валидации (422)', [
        { kind: 'paragraph', text: endpoint.validationError.description },
        codeBlock(endpoint.validationError.example),
      ]);
    }
  } else {
    for (const endpoint of page.endpoints) {
      const key = endpoint.key ?? endpoint.method.toLowerCase();
      add(key, 2, endpoint.title ?? `${endpoint.method} ${endpoint.path}`, [
        ...(endpoint.summary ? [{ kind: 'paragraph' as const, text: endpoint.summary }] : []),
        { kind: 'endpoint', method: endpoint.method, url: endpointUrl(endpoint.path) },
      ]);
      addCall(endpoint, `${key}-`);
      add(`${key}-response`, 3, 'Пример ответа', [statusText(endpoint), codeBlock(endpoint.response.example)]);
      if (endpoint.response.fields) add(`${key}-response-fields`, 3, 'Поля ответа', [{ kind: 'fields', fields: endpoint.response.fields }]);
      if (endpoint.validationError) {
        add(`${key}-validation-error`, 3, 'Ошибка валидации (422)', [
          { kind: 'paragraph', text: endpoint.validationError.description },
          codeBlock(endpoint.validationError.example),
        ]);
      }
    }
    add('errors', 2, 'Ошибки', errorBlocks(page));
  }

  for (const topic of page.topics ?? []) if (topic.placement !== 'before') addTopic(topic);
  return sections;
}

function errorBlocks(page: DocPageSource): ArticleBlock[] {
  return [
    { kind: 'paragraph', text: ERROR_FORMAT_TEXT },
    { kind: 'table', head: ['Статус', 'Когда'], rows: page.errors.map((e) => [`\`${e.status}\``, e.description]) },
  ];
}
