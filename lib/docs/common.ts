import type { CodeSample, DocHeader, DocParam, ErrorCase, HttpMethod, ParamGroup } from './types';

/** Building blocks shared by the pages, so every page shows the same base URL, headers and errors. */

export const API_BASE_URL = 'https://api.example.ru/v1';

export const VALIDATION_MESSAGE = 'Проверьте корректность введенных данных';

export const header = {
  auth: {
    name: 'Authorization',
    value: 'Bearer <API-ключ>',
    description:
      'API-ключ компании. Выпускается в панели управления в разделе «Интеграции». Храните его на сервере: не передавайте в мобильное приложение или браузер.',
  },
  integration: {
    name: 'Authorization',
    value: 'Bearer <токен интеграции>',
    description:
      'Токен, полученный методом [Авторизация интеграции](/api/integration/auth). Действует `expires_in` секунд; после истечения получите новый.',
  },
  json: {
    name: 'Content-Type',
    value: 'application/json; charset=utf-8',
    description: 'Тело запроса — JSON в кодировке UTF-8.',
  },
  multipart: {
    name: 'Content-Type',
    value: 'multipart/form-data',
    description: 'Файл передаётся формой; `curl -F` выставляет заголовок сам, вместе с границей (`boundary`).',
  },
  idempotency: {
    name: 'Idempotency-Key',
    value: '<UUID>',
    description:
      'Необязательный, но рекомендуемый. Повтор запроса с тем же ключом в течение 24 часов не создаёт вторую операцию, а возвращает ответ первой.',
  },
} satisfies Record<string, DocHeader>;

export const error = {
  badJson: { status: 400, description: 'Тело запроса не является корректным JSON.' },
  unauthorized: {
    status: 401,
    description: 'Не передан заголовок `Authorization`, ключ указан с ошибкой или отозван.',
  },
  forbidden: { status: 403, description: 'Ключу не разрешён этот раздел API: права ключа настраиваются в разделе «Интеграции».' },
  validation: {
    status: 422,
    description: 'Данные не прошли проверку. В поле `data` — список сообщений по каждому неверному полю.',
  },
  tooMany: {
    status: 429,
    description: 'Превышен лимит: 10 запросов в секунду на ключ. Повторите запрос через число секунд из заголовка `Retry-After`.',
  },
  /** The whole sentence, so its grammatical gender is right: 'Подключение не найдено.' */
  notFound: (text: string): ErrorCase => ({ status: 404, description: text }),
} satisfies Record<string, ErrorCase | ((text: string) => ErrorCase)>;

/** A JSON example, serialised from data so it is always valid JSON. */
export function json(value: unknown): CodeSample {
  return { language: 'json', code: JSON.stringify(value, null, 2) };
}

/** The 422 body of §7/§8: `error` text and `data` with messages per field. */
export function validationError(data: Record<string, string[]>, message = VALIDATION_MESSAGE): CodeSample {
  return json({ error: message, data });
}

export function statusOnly(statusLine: string): CodeSample {
  return { language: 'http', code: `HTTP/1.1 ${statusLine}` };
}

interface CurlOptions {
  method: HttpMethod;
  /** Path after the base URL with concrete values, query string included. */
  path: string;
  headers?: DocHeader[];
  body?: unknown;
  /** `curl -F` form fields, e.g. `file=@clients.csv`. */
  form?: string[];
  /** Where to save a downloaded file (`-o`). */
  output?: string;
}

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** A runnable curl command for the request example. */
export function curl({ method, path, headers = [], body, form = [], output }: CurlOptions): CodeSample {
  const url = /^https?:/.test(path) ? path : `${API_BASE_URL}${path}`;
  const lines = [method === 'GET' ? `curl ${quote(url)}` : `curl -X ${method} ${quote(url)}`];
  for (const h of headers) {
    // curl sets the multipart Content-Type itself, with the boundary.
    if (h.value === 'multipart/form-data') continue;
    lines.push(`-H ${quote(`${h.name}: ${h.value}`)}`);
  }
  for (const field of form) lines.push(`-F ${quote(field)}`);
  if (body !== undefined) lines.push(`-d ${quote(JSON.stringify(body, null, 2))}`);
  if (output) lines.push(`-o ${quote(output)}`);
  return { language: 'bash', code: lines.join(' \\\n  ') };
}

export const paginationParams: DocParam[] = [
  { name: 'page', type: 'integer', required: false, description: 'Номер страницы, начиная с 1. По умолчанию `1`.' },
  { name: 'per_page', type: 'integer', required: false, description: 'Записей на странице: от 1 до 100. По умолчанию `15`.' },
];

export function pagination(total: number, perPage = 15, currentPage = 1) {
  return { total, total_pages: Math.max(1, Math.ceil(total / perPage)), current_page: currentPage, per_page: perPage };
}

export const paginationFields: DocParam[] = [
  { name: 'pagination.total', type: 'integer', required: true, description: 'Всего записей по условиям запроса.' },
  { name: 'pagination.total_pages', type: 'integer', required: true, description: 'Всего страниц.' },
  { name: 'pagination.current_page', type: 'integer', required: true, description: 'Номер текущей страницы.' },
  { name: 'pagination.per_page', type: 'integer', required: true, description: 'Записей на странице.' },
];

export function pathParam(name: string, description: string, type = 'integer'): ParamGroup {
  return { title: 'Параметры пути', params: [{ name, type, required: true, description }] };
}

export const phoneParam: DocParam = {
  name: 'phone',
  type: 'string',
  required: true,
  description: 'Телефон клиента: 11 цифр, начиная с `7`, без пробелов и знаков, например `79161234567`.',
};
