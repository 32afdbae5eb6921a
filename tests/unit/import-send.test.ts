import { sendInBatches } from '@/lib/import/send';

const items = Array.from({ length: 2000 }, (_, i) => i);

describe('sendInBatches', () => {
  it('sends one batch after another and reports the progress after each answer', async () => {
    const sizes: number[] = [];
    const progress: string[] = [];
    const run = await sendInBatches(items, 200, async (batch) => sizes.push(batch.length), {
      onProgress: (sent, total) => progress.push(`${sent}/${total}`),
    });
    expect(run.stop).toBe('done');
    expect(run.sent).toBe(2000);
    expect(sizes).toEqual(Array(10).fill(200));
    expect(progress.slice(0, 3)).toEqual(['200/2000', '400/2000', '600/2000']);
    expect(progress.at(-1)).toBe('2000/2000');
  });

  it('stops before the next batch once cancelled, keeping the answers already received', async () => {
    let cancelled = false;
    let calls = 0;
    const run = await sendInBatches(
      items,
      200,
      async () => {
        calls += 1;
        // Cancelled while the second batch is on its way: it is answered, no third goes out.
        if (calls === 2) cancelled = true;
        return calls;
      },
      { cancelled: () => cancelled },
    );
    expect(run).toEqual({ results: [1, 2], sent: 400, stop: 'cancelled' });
    expect(calls).toBe(2);
  });

  it('stops at a failed batch and says how many went out before it', async () => {
    const failure = new Error('503');
    let calls = 0;
    const run = await sendInBatches(items, 500, async () => {
      calls += 1;
      if (calls === 3) throw failure;
      return calls;
    });
    expect(run).toEqual({ results: [1, 2], sent: 1000, stop: 'failed', error: failure });
  });
});
