/**
 * The strict demo upstream: every /dashboard request is held against the contract before a
 * handler sees it, so a product that slips from §7 fails its own tests instead of passing
 * against a lenient mock. Refusals are 422 `{ error, data: { field: [message] } }`, like any
 * validation error of the upstream (§8).
 *
 * For every call: no camelCase in query names, JSON keys (at any depth) or multipart field
 * names (§7: the upstream receives snake_case). For the calls of `calls.ts`: only the declared
 * keys, the required ones present, each value of its shape.
 */
import { http } from 'msw';
import { fail } from '../http';
import { CONTRACT, type CallContract } from './calls';
import { contractMessages as say, parseRule, SHAPES, type Rule } from './shapes';

export const CONTRACT_ERROR = 'Запрос не соответствует контракту API';
const PREFIX = '/dashboard/v1/';

let strict = process.env.DEMO_STRICT !== '0';

/** On by default (tests, `npm run demo`); `DEMO_STRICT=0` or `setStrict(false)` turns it off. */
export function setStrict(on: boolean): void {
  strict = on;
}

export function isStrict(): boolean {
  return strict;
}

type Errors = Record<string, string[]>;
const add = (errors: Errors, key: string, message: string) => (errors[key] ??= []).push(message);

const isSnake = (key: string) => !/[A-Z]/.test(key);

function findContract(method: string, path: string): CallContract | undefined {
  const segments = path.split('/');
  return CONTRACT.find((call) => {
    if (call.method !== method) return false;
    const pattern = call.path.split('/');
    return pattern.length === segments.length && pattern.every((p, i) => p.startsWith(':') || p === segments[i]);
  });
}

function checkCase(value: unknown, errors: Errors, at = ''): void {
  if (Array.isArray(value)) value.forEach((item) => checkCase(item, errors, at));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const name = at ? `${at}.${key}` : key;
      if (!isSnake(key)) add(errors, name, say.camelCase(name));
      checkCase(item, errors, name);
    }
  }
}

/** Declared keys only, required ones present, each value of its shape. */
function checkKeys(values: Record<string, unknown>, rules: Record<string, Rule>, errors: Errors): void {
  for (const key of Object.keys(values)) {
    if (!(key in rules) && isSnake(key)) add(errors, key, say.unknown(key));
  }
  for (const [key, rule] of Object.entries(rules)) {
    const { shape, required } = parseRule(rule);
    const value = values[key];
    if (value === undefined) {
      if (required) add(errors, key, say.required(key));
    } else if (!SHAPES[shape](value)) add(errors, key, say.shape(key, shape));
  }
}

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'form'; fields: Record<string, unknown>; files: Record<string, unknown> } | { kind: 'other' };

async function readBody(request: Request): Promise<Body> {
  const type = request.headers.get('content-type') ?? '';
  if (/^multipart\/form-data/i.test(type)) {
    const fields: Record<string, unknown> = {};
    const files: Record<string, unknown> = {};
    try {
      for (const [raw, value] of (await request.clone().formData()).entries()) {
        const name = raw.replace(/\[\]$/, '');
        if (typeof value === 'string') fields[name] = value;
        else files[name] = value;
      }
    } catch {
      return { kind: 'other' };
    }
    return { kind: 'form', fields, files };
  }
  const text = await request.clone().text();
  if (!text.trim()) return { kind: 'none' };
  if (!/json/i.test(type)) return { kind: 'other' };
  try {
    return { kind: 'json', value: JSON.parse(text) };
  } catch {
    // Not ours to answer: the handler's own 422 for malformed JSON.
    return { kind: 'other' };
  }
}

/** The field messages of a request that breaks the contract; empty when it keeps it. */
export async function contractErrors(request: Request): Promise<Errors> {
  const url = new URL(request.url);
  const errors: Errors = {};
  for (const name of new Set(url.searchParams.keys())) {
    if (!isSnake(name)) add(errors, name, say.camelCase(name));
  }
  const body = request.method === 'GET' || request.method === 'HEAD' ? ({ kind: 'none' } as Body) : await readBody(request);
  if (body.kind === 'json') checkCase(body.value, errors);
  if (body.kind === 'form') {
    for (const name of [...Object.keys(body.fields), ...Object.keys(body.files)]) {
      if (!isSnake(name)) add(errors, name, say.camelCase(name));
    }
  }

  const call = findContract(request.method, url.pathname.slice(PREFIX.length));
  // Malformed bodies get the handler's own 422 ('Некорректный JSON…').
  if (!call || body.kind === 'other') return errors;
  if (call.query) checkKeys(Object.fromEntries(url.searchParams), call.query, errors);
  if (call.json) {
    if (body.kind === 'form') add(errors, '_body', 'Ожидается JSON, а не multipart/form-data');
    const value = body.kind === 'json' ? body.value : {};
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      checkKeys(value as Record<string, unknown>, call.json, errors);
    }
  }
  if (call.form) {
    if (body.kind !== 'form') add(errors, '_body', 'Ожидается multipart/form-data');
    else {
      checkKeys(body.fields, call.form, errors);
      checkKeys(body.files, call.files ?? {}, errors);
    }
  }
  return errors;
}

/** Answers 422 for a request that breaks the contract; otherwise msw goes on to the handlers. */
export const contractGuard = http.all(`${PREFIX}*`, async ({ request }) => {
  if (!strict) return undefined;
  const errors = await contractErrors(request);
  return Object.keys(errors).length ? fail(422, CONTRACT_ERROR, errors) : undefined;
});
