import 'server-only';
import { format } from 'node:util';
import { logLine, type LogLevel } from './log';

/**
 * What Next itself and libraries print through console.* in the server process (Next's "⨯ Error:
 * failed to pipe response" with its stack, say) becomes one `console` log line too, so the
 * server's output stays one JSON object per line. Next's start-up banner is printed before this
 * runs and stays plain text (docs/operations.md "Logs").
 */

const INSTALLED = Symbol.for('bo.console-to-log');
// Colours and cursor codes Next adds for a terminal.
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

export function routeConsoleToLog(): void {
  // Under Jest the logger itself writes through console.
  if (process.env.JEST_WORKER_ID !== undefined) return;
  const holder = console as unknown as Record<symbol, boolean>;
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  const route = (level: LogLevel) => (...args: unknown[]) => {
    logLine(level, 'console', { message: format(...args).replace(ANSI, '').trim() });
  };
  console.error = route('error');
  console.warn = route('warn');
  console.log = route('info');
  console.info = route('info');
  console.debug = route('debug');
}
