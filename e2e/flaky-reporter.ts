import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Names every test that passed only on its retry, at the end of the run and in one line CI logs
 * can be searched for ("E2E FLAKY"), so a flake is never silent even though the run is green.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky = new Map<string, string>();

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.retry > 0 && result.status === 'passed') {
      this.flaky.set(test.titlePath().join(' › '), test.results[0]?.error?.message?.split('\n')[0] ?? '');
    }
  }

  onEnd(): void {
    if (this.flaky.size === 0) {
      console.log('E2E FLAKY: none (no test needed its retry)');
      return;
    }
    console.log(`E2E FLAKY: ${this.flaky.size} test(s) passed only on retry:`);
    for (const [title, firstError] of this.flaky) console.log(`  - ${title}${firstError ? ` — first try: ${firstError}` : ''}`);
  }
}
