/** @jest-environment node */
import { importGraceMs, isOrderImport, memoryImportMarks, redisImportMarks, whileImporting } from '@/lib/server/live/imports';
import { startRedisServer, type RedisServer } from '../helpers/redis-server';

jest.mock('server-only', () => ({}));

/**
 * Imports in progress (lib/server/live/imports.ts): the proxy marks a company while it passes
 * an order import and for a grace after, the order watcher asks; across instances through Redis.
 */

describe('the mark', () => {
  it('the proxied call that marks: POST chief integration/order/import only', () => {
    expect(isOrderImport('POST', 'integration/order/import')).toBe(true);
    expect(isOrderImport('POST', 'integration/Order/import/')).toBe(true);
    expect(isOrderImport('GET', 'integration/order/import')).toBe(false);
    expect(isOrderImport('POST', 'integration/client/import')).toBe(false);
    expect(isOrderImport('POST', 'market/orders')).toBe(false);
  });

  it('the grace covers the watcher’s next polls after the last batch', () => {
    expect(importGraceMs(10_000)).toBe(25_000);
    expect(importGraceMs(500)).toBe(6_000);
    expect(importGraceMs(100)).toBeGreaterThanOrEqual(5_000);
  });

  it('lasts the grace after the last mark, per company, and a later mark is never shortened', async () => {
    let now = 1_000;
    const marks = memoryImportMarks(() => now);
    await marks.mark('company:1', 5_000);
    expect(await marks.active('company:1')).toBe(true);
    expect(await marks.active('company:2')).toBe(false);
    await marks.mark('company:1', 100);
    now = 5_999;
    expect(await marks.active('company:1')).toBe(true);
    now = 6_000;
    expect(await marks.active('company:1')).toBe(false);
  });

  it('a batch keeps its company marked while it is on its way, however long, and for the grace after it answered', async () => {
    const marks = memoryImportMarks();
    let during: boolean[] = [];
    let finish: () => void = () => undefined;
    const batch = whileImporting(marks, 'company:1', 600, async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return 'answered';
    });
    // Longer than the grace: renewed meanwhile.
    for (let i = 0; i < 4; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      during.push(await marks.active('company:1'));
    }
    expect(during).toEqual([true, true, true, true]);
    finish();
    expect(await batch).toBe('answered');
    expect(await marks.active('company:1')).toBe(true);
    during = [];
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(await marks.active('company:1')).toBe(false);
  });

  it('a failed batch still leaves the grace (the upstream may have created some orders)', async () => {
    const marks = memoryImportMarks();
    await expect(whileImporting(marks, 'company:4', 5_000, async () => Promise.reject(new Error('upstream timeout')))).rejects.toThrow('upstream timeout');
    expect(await marks.active('company:4')).toBe(true);
  });
});

describe('with REDIS_URL (real redis-server)', () => {
  let redis: RedisServer | undefined;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('the instance that proxied the import and the one that polls the company agree', async () => {
    const proxying = redisImportMarks(memoryImportMarks());
    const polling = redisImportMarks(memoryImportMarks());
    const tenant = `company:${Math.floor(Math.random() * 1e6) + 10}`;
    expect(await polling.active(tenant)).toBe(false);
    await proxying.mark(tenant, 700);
    expect(await polling.active(tenant)).toBe(true);
    expect(await polling.active('company:999999999')).toBe(false);
    // A shorter mark does not cut a longer one short; the key goes with the grace.
    await proxying.mark(tenant, 10);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await polling.active(tenant)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(await polling.active(tenant)).toBe(false);
  });
});
