import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * The server's one logger (pino): every line is one JSON object with `time`, `level` (a name),
 * `event`, `instance` and, inside a request, `requestId`. Cookies, tokens and Authorization are
 * replaced by "[redacted]" wherever they appear as a field, and a bearer token is cut out of any
 * message text, so a log can be shipped anywhere. `LOG_LEVEL` (trace, debug, info, warn, error,
 * fatal, silent) filters; the default is info, warn under Jest so the suite's output stays quiet.
 * warn and above go to stderr, the rest to stdout, written synchronously (no worker thread):
 * `npm run demo` makes them readable with pino-pretty in its own process (scripts/lib.mjs).
 */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'fatal';

const LEVEL_NAMES = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']);

export function logLevel(env: Record<string, string | undefined> = process.env): string {
  const wanted = env.LOG_LEVEL?.trim().toLowerCase();
  if (wanted && LEVEL_NAMES.has(wanted)) return wanted;
  return env.JEST_WORKER_ID !== undefined ? 'warn' : 'info';
}

/** `INSTANCE_ID`, else host and port: enough to tell the balancer's backends apart. */
let host: string | undefined;
export function instanceId(): string {
  // The host name is asked once (a system call); the variables are read each time (tests set them).
  return process.env.INSTANCE_ID || `${(host ??= hostname())}:${process.env.PORT ?? '3000'}`;
}

// Field names whose value is a secret, at the top of a line, one level down (`headers.cookie`,
// `session.accessToken`) and in a nested `headers` object. Lower, camel and snake spellings,
// since upstream records and request headers use all of them.
const SECRET_KEYS = [
  'cookie',
  'cookies',
  'set-cookie',
  'authorization',
  'proxy-authorization',
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'idToken',
  'id_token',
  'password',
  'secret',
  'sessionSecret',
];

const bracket = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`);
const join = (prefix: string, key: string) => (bracket(key).startsWith('[') ? `${prefix}${bracket(key)}` : `${prefix}.${key}`);

export const REDACTED_PATHS: string[] = SECRET_KEYS.flatMap((key) => [
  bracket(key),
  join('*', key),
  join('*.headers', key),
  join('headers', key),
]);

// Text that carries a credential whatever field it sits in: an error message quoting a header.
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const SESSION_COOKIE = /\b((?:__Host-)?bo_session\w*)=[^;\s"]+/gi;

export function scrubText(text: string): string {
  return text.replace(BEARER, '$1 [redacted]').replace(SESSION_COOKIE, '$1=[redacted]');
}

function scrubStrings(fields: Record<string, unknown>): Record<string, unknown> {
  const scrubbed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) scrubbed[key] = typeof value === 'string' ? scrubText(value) : value;
  return scrubbed;
}

function serializeError(error: Error): ReturnType<typeof pino.stdSerializers.err> {
  const serialized = pino.stdSerializers.err(error);
  if (typeof serialized.message === 'string') serialized.message = scrubText(serialized.message);
  if (typeof serialized.stack === 'string') serialized.stack = scrubText(serialized.stack);
  return serialized;
}

/** The request a log line belongs to, carried through every await of that request. */
export interface RequestContext {
  requestId: string;
}

// One store per process: the instrumentation hook, the route handlers and the pages are bundled apart.
const CONTEXT_SLOT = Symbol.for('bo.log.request-context');
const contextHolder = globalThis as unknown as Record<symbol, AsyncLocalStorage<RequestContext> | undefined>;
const requestContext = (contextHolder[CONTEXT_SLOT] ??= new AsyncLocalStorage<RequestContext>());

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

export function runWithRequestId<T>(requestId: string, run: () => T): T {
  return requestContext.run({ requestId }, run);
}

// An id from the balancer or the browser is kept when it is short and plain; anything else is replaced.
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's own `x-request-id` when well formed, else a new one. */
export function requestIdFrom(value: string | string[] | null | undefined): string {
  const given = Array.isArray(value) ? value[0] : value;
  return given && WELL_FORMED_ID.test(given) ? given : randomUUID();
}

/**
 * Under Jest the lines go through console.log/warn/error, so the suite's console guard
 * (tests/setup.ts) still fails a test on a warning or an error nobody expected.
 */
function consoleDestination(): DestinationStream {
  return {
    write(line: string) {
      const text = line.endsWith('\n') ? line.slice(0, -1) : line;
      let level = 'info';
      try {
        level = (JSON.parse(text) as { level?: string }).level ?? 'info';
      } catch {
        // Not ours: printed as it is.
      }
      if (level === 'error' || level === 'fatal') console.error(text);
      else if (level === 'warn') console.warn(text);
      else console.log(text);
    },
  };
}

function processDestination(): DestinationStream {
  return pino.multistream(
    [
      { level: 'trace', stream: pino.destination({ dest: 1, sync: true }) },
      { level: 'warn', stream: pino.destination({ dest: 2, sync: true }) },
    ],
    { dedupe: true },
  );
}

/**
 * `redact: false` is for lines whose fields are fixed and hold no secret (the access log): the
 * redaction of 60 paths and the scrubbing of every string were most of a proxied call's logging cost.
 */
export function createLogger(options: { level?: string; destination?: DestinationStream; redact?: boolean } = {}): Logger {
  const redacted = options.redact ?? true;
  return pino(
    {
      level: options.level ?? logLevel(),
      messageKey: 'event',
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        ...(redacted ? { log: (fields: Record<string, unknown>) => scrubStrings(fields) } : {}),
      },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { instance: instanceId(), requestId } : { instance: instanceId() };
      },
      ...(redacted ? { redact: { paths: REDACTED_PATHS, censor: '[redacted]' } } : {}),
      serializers: { err: serializeError },
    },
    options.destination ?? (process.env.JEST_WORKER_ID !== undefined ? consoleDestination() : processDestination()),
  );
}

const LOGGER_SLOT = Symbol.for('bo.log.logger');
const loggerHolder = globalThis as unknown as Record<symbol, { level: string; logger: Logger } | undefined>;

/** The process's logger; made again when LOG_LEVEL changes (tests change it between cases). */
export function logger(): Logger {
  const level = logLevel();
  let held = loggerHolder[LOGGER_SLOT];
  if (!held || held.level !== level) {
    held = { level, logger: createLogger({ level }) };
    loggerHolder[LOGGER_SLOT] = held;
  }
  return held.logger;
}

/** One line: `event` names what happened, `fields` the details (an Error goes under `err`). */
export function logLine(level: LogLevel, event: string, fields: Record<string, unknown> = {}): void {
  logger()[level](fields, event);
}

const ACCESS_SLOT = Symbol.for('bo.log.access-logger');

/** The access log's line (lib/server/runtime/access-log.ts): fixed fields, the path's text scrubbed, no general redaction. */
export function logAccess(fields: { method: string; path: string; status: number; ms: number }): void {
  const level = logLevel();
  let held = loggerHolder[ACCESS_SLOT];
  if (!held || held.level !== level) {
    held = { level, logger: createLogger({ level, redact: false }) };
    loggerHolder[ACCESS_SLOT] = held;
  }
  if (!held.logger.isLevelEnabled('info')) return;
  held.logger.info({ method: fields.method, path: scrubText(fields.path), status: fields.status, ms: fields.ms }, 'proxy');
}
