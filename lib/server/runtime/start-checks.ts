import 'server-only';
import { readServerEnv } from './env';
import { installRawRequestStamp } from '../security/raw-request-hook';
import { installGracefulShutdown } from './shutdown';
import { logLine } from './log';
import { installRequestIds } from './request-id';
import { routeConsoleToLog } from './console-to-log';
import { startAuditRetention } from '../store/audit/retention';
import { storeDeploymentProblem } from '../store/deployment';

/**
 * What the Node server does once before its first request (instrumentation.ts imports this
 * only in the Node runtime, so the Edge build never sees `process.exit`).
 */
export function prepareServer(): void {
  try {
    readServerEnv();
  } catch (error) {
    // Refuse to start on a bad configuration, with the reason instead of a stack trace.
    const [summary = '', ...problems] = (error as Error).message.split('\n  - ');
    logLine('fatal', 'invalid_configuration', { message: summary.replace(/:$/, ''), problems });
    process.exit(1);
  }
  // Kept out of readServerEnv: tests give one process REDIS_URL without a database.
  const storeProblem = storeDeploymentProblem();
  if (storeProblem) {
    logLine('fatal', 'invalid_configuration', { message: 'Invalid server configuration', problems: [storeProblem] });
    process.exit(1);
  }
  // The proxy needs the raw target and the peer address of every request.
  installRawRequestStamp();
  // SIGTERM: the probes turn 503, requests in progress finish, Redis and the upstream pool close.
  installGracefulShutdown();
  // Outermost, so the request id covers everything the request does (log lines, upstream calls).
  installRequestIds();
  // Next's own error reports and any library's console output become JSON lines as well.
  routeConsoleToLog();
  // The audit trail keeps AUDIT_RETENTION_DAYS; older entries go now and daily.
  startAuditRetention();
}
