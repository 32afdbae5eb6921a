/** Runs once when the Next server starts: refuse to start on a bad configuration; stamp raw requests. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { prepareServer } = await import('./lib/server/runtime/start-checks');
  prepareServer();
}
