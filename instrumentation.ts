/** Runs once when the Next server starts: refuse to start on a bad configuration; stamp raw requests. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { readServerEnv } = await import('./lib/env');
  try {
    readServerEnv();
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
  // Before the first request: the proxy needs the raw target and the peer address.
  const { installRawRequestStamp } = await import('./lib/raw-request-hook');
  installRawRequestStamp();
  // Section HTML is sanitised with DOMPurify in server renders too; it needs a DOM.
  const { installPurifyWindow } = await import('./lib/purify-window');
  installPurifyWindow();
}
