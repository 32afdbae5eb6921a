import { E2E } from './env';

/**
 * Where scripts/demo.mjs keeps the e2e app server's output (DEMO_APP_LOG in playwright.config.ts),
 * and which of its lines may be something other than a JSON object.
 */
export const APP_LOG = `.demo-data/e2e-${E2E.upstreamPort}/app.log`;

/**
 * Next's own start-up banner is plain text and cannot be turned off in `next start`: "▲ Next.js
 * 16.x", its "- Local:", "- Network:" and "- Environments:" lines, "✓ Starting..." and
 * "✓ Ready in …", the blank lines around them, and its notice that the middleware file convention
 * is deprecated ("⚠ The "middleware" file convention…"). Exactly those are allowed, and only
 * before the first JSON line; every other line must be one JSON object with time, level and event.
 */
const NEXT_BANNER = [
  /^$/,
  /^\s*▲ Next\.js \d+\.\d+\.\d+/,
  /^\s*- (Local|Network|Environments|Experiments):/,
  /^\s*✓ Starting\.\.\.$/,
  /^\s*✓ Ready in \d+(\.\d+)?m?s$/,
  /^\s*⚠ The "middleware" file convention is deprecated/,
];

export function notJsonLines(log: string): string[] {
  const bad: string[] = [];
  let started = false;
  for (const [index, line] of log.split('\n').entries()) {
    if (line === '' && index === log.split('\n').length - 1) continue;
    if (!started && NEXT_BANNER.some((pattern) => pattern.test(line))) continue;
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
