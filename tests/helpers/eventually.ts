/**
 * Retries an assertion until it passes or `timeout` ms have gone by, for tests in the node
 * environment (Testing Library's waitFor needs a document). Polling instead of sleeping keeps a
 * test fast on a quiet machine and correct on a busy one.
 */
export async function eventually(assertion: () => void, { timeout = 5000, interval = 20 } = {}): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, interval));
    }
  }
}
