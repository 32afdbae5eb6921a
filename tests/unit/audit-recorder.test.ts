/** @jest-environment node */
import { createRecorder } from '@/lib/server/store/audit/recorder';

jest.mock('server-only', () => ({}));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function setup(options: { fail?: number; maxQueue?: number; block?: Promise<void> } = {}) {
  const writes: number[][] = [];
  const log = jest.fn();
  let failures = options.fail ?? 0;
  const recorder = createRecorder<number>({
    async write(rows) {
      if (options.block) await options.block;
      if (failures > 0) {
        failures -= 1;
        throw new Error('database is down');
      }
      writes.push(rows);
    },
    batchSize: 200,
    intervalMs: 100,
    maxQueue: options.maxQueue,
    retryBaseMs: 20,
    log,
  });
  return { recorder, writes, log };
}

it('writes in batches of at most 200, at once when 200 wait', async () => {
  const { recorder, writes } = setup();
  for (let i = 0; i < 450; i += 1) recorder.add(i);
  // The first full batch goes without waiting for the timer.
  await sleep(20);
  expect(writes[0]).toHaveLength(200);
  await recorder.flush();
  expect(writes.map((rows) => rows.length)).toEqual([200, 200, 50]);
  expect(writes.flat()).toEqual(Array.from({ length: 450 }, (_, i) => i));
  expect(recorder.stats()).toMatchObject({ written: 450, queued: 0, peak: 450, dropped: 0 });
});

it('gathers what comes within ~100 ms into one write, and waits for entries still being prepared', async () => {
  const { recorder, writes } = setup();
  recorder.add(1);
  recorder.add(new Promise<number>((resolve) => setTimeout(() => resolve(2), 30)));
  recorder.add(3);
  await sleep(10);
  expect(writes).toEqual([]);
  await sleep(250);
  expect(writes).toEqual([[1, 2, 3]]);
});

it('logs a failed write and retries the same entries, in order, until it succeeds', async () => {
  const { recorder, writes, log } = setup({ fail: 2 });
  recorder.add(1);
  recorder.add(2);
  await recorder.flush();
  expect(writes).toEqual([[1, 2]]);
  const failed = log.mock.calls.filter(([, event]) => event === 'audit_write_failed');
  expect(failed).toHaveLength(2);
  expect(failed[0]).toEqual(['warn', 'audit_write_failed', expect.objectContaining({ entries: 2, attempt: 1, message: 'database is down' })]);
  expect(failed[1]![2]).toMatchObject({ attempt: 2 });
  // The pause grows after each failure.
  expect(failed[1]![2].retryInMs).toBeGreaterThan(failed[0]![2].retryInMs);
});

it('drops entries past the bound and logs how many as an error, never silently', async () => {
  let release!: () => void;
  const block = new Promise<void>((resolve) => (release = resolve));
  const { recorder, writes, log } = setup({ maxQueue: 10, block });
  for (let i = 0; i < 15; i += 1) recorder.add(i);
  expect(recorder.stats()).toMatchObject({ queued: 10, dropped: 5 });
  release();
  await recorder.flush();
  expect(writes.flat()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  expect(log).toHaveBeenCalledWith('error', 'audit_queue_overflow', expect.objectContaining({ dropped: 5, maxQueue: 10 }));
});

it('flush writes what is queued without waiting for the timer, and logs what it could not write by its deadline', async () => {
  const { recorder, writes } = setup();
  recorder.add(1);
  await recorder.flush();
  expect(writes).toEqual([[1]]);

  const down = setup({ fail: 1_000 });
  down.recorder.add(7);
  await down.recorder.flush(300);
  expect(down.writes).toEqual([]);
  expect(down.log).toHaveBeenCalledWith('error', 'audit_unwritten', expect.objectContaining({ entries: 1 }));
});
