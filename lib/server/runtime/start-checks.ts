import 'server-only';
import { readServerEnv } from './env';
import { installPurifyWindow } from '../security/purify-window';
import { installRawRequestStamp } from '../security/raw-request-hook';
import { installGracefulShutdown } from './shutdown';
import { startAuditRetention } from '../store/audit/retention';

/**
 * What the Node server does once before its first request (instrumentation.ts imports this
 * only in the Node runtime, so the Edge build never sees `process.exit`).
 */
export function prepareServer(): void {
  try {
    readServerEnv();
  } catch (error) {
    // Refuse to start on a bad configuration, with the reason instead of a stack trace.
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
  // The proxy needs the raw target and the peer address of every request.
  installRawRequestStamp();
  // Section HTML is sanitised with DOMPurify in server renders too; it needs a DOM.
  installPurifyWindow();
  // SIGTERM: the probes turn 503, requests in progress finish, Redis and the upstream pool close.
  installGracefulShutdown();
  // The audit trail keeps AUDIT_RETENTION_DAYS; older entries go now and daily.
  startAuditRetention();
}
