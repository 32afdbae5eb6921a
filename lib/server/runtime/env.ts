import 'server-only';
import { parseTrustProxy } from '../security/trusted-proxies';

/**
 * The server's environment (README.md "Configuration"), validated once.
 * Every problem is reported at start-up in one message instead of failing on the first request.
 */

export const MIN_SECRET_LENGTH = 32;

export interface ServerEnv {
  apiBaseUrl: string;
  apiRefreshUrl: string;
  sessionSecret: string;
  /** Optional previous secret, so sessions survive a secret rotation. */
  sessionSecretPrevious: string | undefined;
  upstreamTimeoutMs: number;
}

function parseBaseUrl(name: string, value: string | undefined, problems: string[]): string {
  if (!value) {
    problems.push(`${name} is not set (the upstream API base URL, e.g. http://127.0.0.1:4010)`);
    return '';
  }
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
    return url.origin + url.pathname.replace(/\/+$/, '');
  } catch {
    problems.push(`${name} is not a valid http(s) URL: ${value}`);
    return '';
  }
}

export function readServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const problems: string[] = [];
  const apiBaseUrl = parseBaseUrl('API_BASE_URL', source.API_BASE_URL, problems);
  const apiRefreshUrl = source.API_REFRESH_URL
    ? parseBaseUrl('API_REFRESH_URL', source.API_REFRESH_URL, problems)
    : apiBaseUrl;
  const sessionSecret = source.SESSION_SECRET ?? '';
  if (sessionSecret.length < MIN_SECRET_LENGTH) {
    problems.push(
      `SESSION_SECRET must be set to at least ${MIN_SECRET_LENGTH} characters ` +
        `(it encrypts the session cookie; generate one with: openssl rand -base64 48)`,
    );
  }
  const previous = source.SESSION_SECRET_PREVIOUS || undefined;
  if (previous !== undefined && previous.length < MIN_SECRET_LENGTH) {
    problems.push(`SESSION_SECRET_PREVIOUS must be at least ${MIN_SECRET_LENGTH} characters when set`);
  }
  const timeout = Number(source.UPSTREAM_TIMEOUT_MS ?? 15000);
  if (!Number.isFinite(timeout) || timeout <= 0) problems.push('UPSTREAM_TIMEOUT_MS must be a positive number');
  problems.push(...parseTrustProxy(source.TRUST_PROXY).problems);
  if (problems.length > 0) {
    throw new Error(`Invalid server configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return {
    apiBaseUrl,
    apiRefreshUrl,
    sessionSecret,
    sessionSecretPrevious: previous,
    upstreamTimeoutMs: timeout,
  };
}

let cached: ServerEnv | undefined;

/** The validated environment of this process (read on first use, then reused). */
export function serverEnv(): ServerEnv {
  cached ??= readServerEnv();
  return cached;
}

/** Tests change the environment between cases. */
export function resetServerEnvForTests(): void {
  cached = undefined;
}
