/**
 * The `test` and `expect` every spec imports, so checks that belong to every page a test visits
 * (accessibility, console errors) are added here once instead of in each spec.
 */
export { expect, test } from '@playwright/test';
export type { Page } from '@playwright/test';
