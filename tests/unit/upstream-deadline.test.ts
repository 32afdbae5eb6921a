/**
 * @jest-environment node
 */
import { Deadline } from '@/lib/upstream';

describe('Deadline and the caller\'s signal', () => {
  it('stops listening to the caller once the call is done, so one signal can serve many calls', () => {
    const client = new AbortController();
    const done = Array.from({ length: 30 }, () => {
      const deadline = new Deadline(60_000, client.signal);
      deadline.cancel();
      return deadline;
    });
    client.abort();
    expect(done.filter((deadline) => deadline.signal.aborted)).toHaveLength(0);
  });

  it('passes the caller\'s abort on while the call runs, and while a streamed answer holds it', () => {
    const client = new AbortController();
    const running = new Deadline(60_000, client.signal);
    const held = new Deadline(60_000, client.signal);
    held.hold();
    held.cancel();
    client.abort();
    expect(running.signal.aborted).toBe(true);
    expect(held.signal.aborted).toBe(true);
    running.cancel();
    held.release();
  });
});
