import { E2E } from './env';

/**
 * Where scripts/demo.mjs keeps the e2e app server's output (DEMO_APP_LOG in playwright.config.ts),
 * and which of its lines may be something other than a JSON object.
 */
export const APP_LOG = `.demo-data/e2e-${E2E.upstreamPort}/app.log`;

/**
 * Next's own start-up banner is plain text and cannot be turned off in `next start`: "▲ Next.js
 * 16.x", its "- Local:", "- Network:" and "- Environments:" lines, "✓ Starting...", "✓ Ready in …"
 * and "✓ Running next.config.js took …", coloured or not, and blank lines. Exactly those are
 * allowed, and only before the first JSON line (the server routes console output to its logger
 * once it has started: lib/server/runtime/console-to-log.ts); every other line must be one JSON
 * object with time, level and event.
 */
const NEXT_BANNER = [
  /^$/,
  /^▲ Next\.js \d+\.\d+\.\d+/,
  /^- (Local|Network|Environments|Experiments):/,
  /^✓ Starting\.\.\.$/,
  /^✓ Ready in \d+(\.\d+)?m?s$/,
  /^✓ Running next\.config\.js took \d+(\.\d+)?m?s$/,
  // The build is standalone (for the container image) while the demo and the e2e server use
  // `next start`, which says so once at start; docs/operations.md "Container image".
  /^⚠ "next start" does not work with "output: standalone" configuration\. Use "node \.next\/standalone\/server\.js" instead\.$/,
];
// Colours Next adds (it colours even when its output is a pipe).
const ANSI = /\u001b\[[0-9;]*m/g;

export function notJsonLines(log: string): string[] {
  const bad: string[] = [];
  let started = false;
  const lines = log.split('\n');
  for (const [index, line] of lines.entries()) {
    if (line === '' && index === lines.length - 1) continue;
    if (!started && NEXT_BANNER.some((pattern) => pattern.test(line.replace(ANSI, '').trim()))) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      bad.push(`${index + 1}: ${line}`);
      continue;
    }
    started = true;
    const fields = parsed as Record<string, unknown> | null;
    if (!fields || typeof fields !== 'object' || Array.isArray(fields) || typeof fields.level !== 'string' || typeof fields.event !== 'string' || typeof fields.time !== 'string') {
      bad.push(`${index + 1}: ${line}`);
    }
  }
  return bad;
}
