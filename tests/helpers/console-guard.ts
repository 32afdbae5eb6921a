import { format } from 'node:util';

type Level = 'error' | 'warn';

let printed: string[] = [];
let allowed: RegExp[] = [];

/**
 * Declares console output this test expects (e.g. an error boundary logging the error it
 * shows). Matching lines are allowed for the current test only.
 */
export function allowConsole(...patterns: RegExp[]): void {
  allowed.push(...patterns);
}

allowConsole.record = (level: Level, args: unknown[]): void => {
  printed.push(`console.${level}: ${format(...args)}`);
};

/** The current test's output no pattern allowed; resets for the next test. */
export function takeUnexpectedConsole(): string[] {
  const unexpected = printed.filter((line) => !allowed.some((pattern) => pattern.test(line)));
  printed = [];
  allowed = [];
  return unexpected.map((line) => line.split('\n').slice(0, 4).join('\n    '));
}
