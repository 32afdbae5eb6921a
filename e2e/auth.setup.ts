import { test as setup } from '@playwright/test';
import { accounts, sessionFile, signIn, type SessionAccount } from './demo';

/**
 * Signs each shared account in once, before the specs run, and saves the browser state; specs
 * that only need to be signed in take it with `useSession` instead of signing in per test.
 */
for (const account of ['chief', 'manager', 'baker', 'admin'] satisfies SessionAccount[]) {
  setup(`sign in as ${account}`, async ({ page }) => {
    await signIn(page, accounts[account]);
    await page.context().storageState({ path: sessionFile(account) });
  });
}
