/** Console output of the demo upstream: codes and reset links a person reads to sign in. */

let quietOption = false;

export function setQuiet(quiet: boolean): void {
  quietOption = quiet;
}

export function isQuiet(): boolean {
  return quietOption || process.env.DEMO_QUIET === '1';
}

export function demoLog(message: string): void {
  if (!isQuiet()) console.log(`[demo upstream] ${message}`);
}
