import 'server-only';

/**
 * `REDIS_URL` means several instances behind a balancer; each would otherwise keep its own SQLite
 * file, and the data the BFF keeps would split between them: a user's «Активные сеансы» list on
 * one instance misses the sessions signed in on another, and ending such a session answers 404
 * while it goes on working. Nothing in the answers shows it, so the server refuses to start
 * (a warning would scroll by) unless the store is shared (`DATABASE_URL`) or the operator says
 * this is the only instance (`SINGLE_INSTANCE=1`: Redis for revocations that outlive a restart).
 */
export function storeDeploymentProblem(env: Record<string, string | undefined> = process.env): string | null {
  if (!env.REDIS_URL || env.DATABASE_URL || env.SINGLE_INSTANCE === '1') return null;
  return (
    'REDIS_URL is set (several instances) but DATABASE_URL is not: every instance would keep its own SQLite store ' +
    '(sessions, audit trail, notes, views). Set DATABASE_URL to the PostgreSQL all instances share, ' +
    'or SINGLE_INSTANCE=1 when this is the only instance'
  );
}
