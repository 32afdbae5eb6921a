/**
 * @jest-environment node
 *
 * REDIS_URL (several instances) without DATABASE_URL: each instance would keep its own SQLite
 * store, so the server refuses to start (lib/server/runtime/start-checks.ts).
 */
import { storeDeploymentProblem } from '@/lib/server/store/deployment';

jest.mock('server-only', () => ({}));

describe('several instances need one store', () => {
  it('refuses REDIS_URL without DATABASE_URL, naming both ways out', () => {
    expect(storeDeploymentProblem({ REDIS_URL: 'redis://r:6379' })).toMatch(/DATABASE_URL.*SINGLE_INSTANCE=1/s);
  });

  it.each([
    ['no Redis', {}],
    ['Redis and PostgreSQL', { REDIS_URL: 'redis://r:6379', DATABASE_URL: 'postgres://u@db/bo' }],
    ['Redis for one instance', { REDIS_URL: 'redis://r:6379', SINGLE_INSTANCE: '1' }],
  ])('accepts %s', (_name, env) => {
    expect(storeDeploymentProblem(env)).toBeNull();
  });
});
