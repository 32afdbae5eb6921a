import 'server-only';
import { hostname } from 'node:os';

/**
 * Structured logs for running several instances: one JSON object per line, never a token or a
 * cookie. `LOG_FORMAT=json` (or `LOG_PROXY=1`) turns on the access line of every proxied call;
 * the shared-store events (Redis down, back up) are printed always, since they change behaviour.
 */

export function accessLogEnabled(): boolean {
  return process.env.LOG_FORMAT === 'json' || process.env.LOG_PROXY === '1';
}

/** `INSTANCE_ID`, else host and port: enough to tell the balancer's backends apart. */
export function instanceId(): string {
  return process.env.INSTANCE_ID || `${hostname()}:${process.env.PORT ?? '3000'}`;
}

export function logLine(level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, instance: instanceId(), ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}
