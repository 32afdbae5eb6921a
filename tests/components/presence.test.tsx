import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PresenceNote } from '@/components/presence/presence-note';
import { resetLiveClientForTests } from '@/lib/live/live-client';
import { FakeEventSource } from '../helpers/fake-event-source';
import { server } from '../harness';

/** «Сейчас открыт также: …»: the card's heartbeat names who else of the company has it open. */

const PRESENCE = '*/dashboard/own/presence';

/** Answers `answers[state.stage]` to every heartbeat: the test moves the stage on when it has seen one. */
function presenceUpstream(answers: string[][]) {
  const state = { stage: 0 };
  const beats: { key: string; tab: string }[] = [];
  const leaves: { key: string; tab: string }[] = [];
  server.use(
    http.post(PRESENCE, async ({ request }) => {
      beats.push((await request.json()) as { key: string; tab: string });
      const names = answers[state.stage] ?? [];
      // A short interval, so the test sees the next heartbeat (the server's default is 20 s).
      return HttpResponse.json({ data: { others: names.map((name) => ({ name })), heartbeatMs: 50 } });
    }),
    http.delete(PRESENCE, async ({ request }) => {
      leaves.push((await request.json()) as { key: string; tab: string });
      return HttpResponse.json({ data: {} });
    }),
  );
  return { beats, leaves, state };
}

it('names who else has the card open, follows the heartbeats, and says the card was left', async () => {
  const { beats, leaves, state } = presenceUpstream([['Анна Смирнова'], ['Анна Смирнова', 'Олег Петров'], []]);
  const { unmount } = render(<PresenceNote card="order:7" />);
  expect(await screen.findByText('Сейчас открыт также: Анна Смирнова')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Сейчас открыт также: Анна Смирнова');
  state.stage = 1;
  expect(await screen.findByText('Сейчас открыт также: Анна Смирнова, Олег Петров')).toBeInTheDocument();
  state.stage = 2;
  await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
  expect(beats[0]).toEqual({ key: 'order:7', tab: expect.stringMatching(/^[0-9a-f]{24}$/) });
  // One tab id for the card's whole stay.
  expect(new Set(beats.map((beat) => beat.tab)).size).toBe(1);
  unmount();
  await waitFor(() => expect(leaves).toEqual([beats[0]]));
});

it('says nothing while nobody else has it open, and a failed heartbeat shows no error', async () => {
  const { beats } = presenceUpstream([[]]);
  render(<PresenceNote card="client:3" />);
  await waitFor(() => expect(beats).toHaveLength(1));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  let failed = 0;
  server.use(
    http.post(PRESENCE, () => {
      failed += 1;
      return HttpResponse.json({ error: 'Сервис недоступен', data: {} }, { status: 503 });
    }),
  );
  await waitFor(() => expect(failed).toBeGreaterThan(0));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

describe('over the live stream', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    resetLiveClientForTests();
    (window as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  });
  afterEach(() => {
    delete (window as unknown as { EventSource?: unknown }).EventSource;
  });

  /** Heartbeats every 20 s, as the server says by default: only the stream can bring news sooner. */
  function slowPresence(answers: string[][]) {
    const state = { stage: 0 };
    const beats: string[] = [];
    server.use(
      http.post(PRESENCE, async ({ request }) => {
        beats.push(((await request.json()) as { key: string }).key);
        return HttpResponse.json({ data: { others: (answers[state.stage] ?? []).map((name) => ({ name })), heartbeatMs: 20_000 } });
      }),
      http.delete(PRESENCE, () => HttpResponse.json({ data: {} })),
    );
    return { beats, state };
  }

  it('a `presence` event naming this card asks again at once; one naming another card does not', async () => {
    const { beats, state } = slowPresence([[], ['Олег Петров'], []]);
    render(<PresenceNote card="order:7" />);
    await waitFor(() => expect(beats).toHaveLength(1));
    const stream = FakeEventSource.opened.at(-1)!;
    stream.open();
    state.stage = 1;
    await stream.emitSettled('presence', { key: 'order:8' });
    expect(beats).toHaveLength(1);
    await stream.emitSettled('presence', { key: 'order:7' });
    expect(await screen.findByText('Сейчас открыт также: Олег Петров')).toBeInTheDocument();
    state.stage = 2;
    await stream.emitSettled('presence', { key: 'order:7' });
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    expect(beats).toEqual(['order:7', 'order:7', 'order:7']);
  });

  it('news that comes while a heartbeat is on its way asks once more after it, not twice at once', async () => {
    let inFlight = 0;
    let most = 0;
    const beats: number[] = [];
    server.use(
      http.post(PRESENCE, async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        beats.push(Date.now());
        await new Promise((resolve) => setTimeout(resolve, 50));
        inFlight -= 1;
        return HttpResponse.json({ data: { others: [], heartbeatMs: 20_000 } });
      }),
      http.delete(PRESENCE, () => HttpResponse.json({ data: {} })),
    );
    render(<PresenceNote card="order:7" />);
    await waitFor(() => expect(beats).toHaveLength(1));
    const stream = FakeEventSource.opened.at(-1)!;
    stream.open();
    await waitFor(() => expect(inFlight).toBe(0));
    stream.emit('presence', { key: 'order:7' });
    stream.emit('presence', { key: 'order:7' });
    stream.emit('presence', { key: 'order:7' });
    await waitFor(() => expect(beats).toHaveLength(3));
    await waitFor(() => expect(inFlight).toBe(0));
    expect(most).toBe(1);
    expect(beats).toHaveLength(3);
  });
});
