import { ApiError } from '@/lib/api/api-error';
import { BULK_CONCURRENCY, progressText, runBulk } from '@/lib/lists/bulk-run';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('runBulk', () => {
  it('never runs more than 4 calls at once and reports every step', async () => {
    let running = 0;
    let peak = 0;
    const progress: string[] = [];
    const items = Array.from({ length: 40 }, (_, i) => i + 1);
    const result = await runBulk(
      items,
      async () => {
        running += 1;
        peak = Math.max(peak, running);
        await tick();
        running -= 1;
      },
      { onProgress: (p) => progress.push(progressText(p)) },
    );
    expect(BULK_CONCURRENCY).toBe(4);
    expect(peak).toBe(4);
    expect(result.succeeded).toHaveLength(40);
    expect(progress[0]).toBe('Обработано 0 из 40');
    expect(progress).toContain('Обработано 12 из 40');
    expect(progress.at(-1)).toBe('Обработано 40 из 40');
  });

  it('keeps each failed row with the server message and goes on with the rest', async () => {
    const result = await runBulk([1, 2, 3, 4, 5], async (id) => {
      if (id === 2) throw new ApiError(500, 'Товар заблокирован складом', null);
      if (id === 4) throw new Error('boom');
    });
    expect(result.succeeded).toEqual([1, 3, 5]);
    expect(result.failed).toEqual([
      { item: 2, message: 'Товар заблокирован складом' },
      { item: 4, message: 'Не удалось выполнить запрос. Попробуйте ещё раз' },
    ]);
    expect(result.cancelled).toBe(false);
  });

  it('stops starting calls on cancel; the rest are skipped, not failed', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const result = await runBulk(
      Array.from({ length: 20 }, (_, i) => i),
      async (id, signal) => {
        started.push(id);
        if (id === 5) controller.abort();
        await tick();
        if (signal?.aborted && id === 6) throw new DOMException('aborted', 'AbortError');
      },
      { signal: controller.signal },
    );
    expect(result.cancelled).toBe(true);
    expect(started.length).toBeLessThan(20);
    expect(result.failed).toEqual([]);
    expect(result.succeeded.length + result.skipped.length).toBe(20);
    expect(result.skipped).toContain(19);
  });

  it('an empty selection finishes at once', async () => {
    const result = await runBulk([], async () => undefined);
    expect(result).toEqual({ succeeded: [], failed: [], skipped: [], cancelled: false });
  });
});
