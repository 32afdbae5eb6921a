/** Runs once when the Next server starts: refuse to start on a bad configuration. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { readServerEnv } = await import('./lib/env');
  try {
    readServerEnv();
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
}
