import { api, sessionEndSignal } from '../api/client';
import { LIVE_EVENTS } from './events';

/**
 * The browser's end of the live channel: one EventSource per tab, opened while some screen
 * listens and closed after the last one. EventSource reconnects by itself after a network
 * break (sending `Last-Event-ID`, so the server replays what was missed); when the server
 * refuses the stream (the browser then gives up), it is reopened here with a growing pause.
 *
 * The status says whether the screens can rely on the stream: 'live' once it is open,
 * 'fallback' when EventSource does not exist or the stream failed MAX_FAILURES times in a row
 * (the screens then poll as before; the stream keeps trying and 'live' returns when it opens).
 */

export type LiveStatus = 'connecting' | 'live' | 'fallback';

export const EVENTS_URL = '/dashboard/own/events';
export const MAX_FAILURES = 3;
const REOPEN_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

type Handler = (data: unknown) => void;

class LiveClient {
  private source: EventSource | null = null;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly bound = new Set<string>();
  private readonly statusListeners = new Set<() => void>();
  private users = 0;
  private failures = 0;
  private reopenTimer: ReturnType<typeof setTimeout> | null = null;
  private lastEventId: string | null = null;
  status: LiveStatus = 'connecting';

  /** A screen starts listening; the returned function stops. The first one opens the stream. */
  use(): () => void {
    this.users += 1;
    if (this.users === 1) this.open();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.users -= 1;
      if (this.users === 0) this.shut();
    };
  }

  on(type: string, handler: Handler): () => void {
    let set = this.handlers.get(type);
    if (!set) this.handlers.set(type, (set = new Set()));
    set.add(handler);
    this.bind(type);
    return () => void set.delete(handler);
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => void this.statusListeners.delete(listener);
  }

  private setStatus(status: LiveStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const listener of [...this.statusListeners]) listener();
  }

  private open(): void {
    if (typeof window === 'undefined') return;
    // Signed out: the page is on its way to the login screen, and a stream opened again (or the
    // browser's own reconnect) would only be refused with a 401 in the console.
    const sessionEnd = sessionEndSignal();
    if (sessionEnd.aborted) return;
    sessionEnd.addEventListener('abort', () => this.shut(), { once: true });
    if (typeof window.EventSource !== 'function') {
      this.setStatus('fallback');
      return;
    }
    // A stream opened anew (not by EventSource's own reconnect) resumes from the last event seen.
    const url = this.lastEventId ? `${EVENTS_URL}?lastEventId=${encodeURIComponent(this.lastEventId)}` : EVENTS_URL;
    const source = new window.EventSource(url);
    this.source = source;
    this.bound.clear();
    source.onopen = () => {
      this.failures = 0;
      this.setStatus('live');
    };
    source.onerror = () => {
      if (this.source !== source) return;
      this.failures += 1;
      if (this.failures >= MAX_FAILURES) this.setStatus('fallback');
      // CONNECTING: the browser retries by itself. CLOSED: it gave up (an error status, 204).
      if (source.readyState === EventSource.CLOSED) this.reopen(REOPEN_MS[Math.min(this.failures - 1, REOPEN_MS.length - 1)] ?? 60_000);
    };
    for (const type of [...this.handlers.keys(), LIVE_EVENTS.session]) this.bind(type);
  }

  private bind(type: string): void {
    const source = this.source;
    if (!source || this.bound.has(type)) return;
    this.bound.add(type);
    source.addEventListener(type, (event) => {
      const message = event as MessageEvent<string>;
      if (message.lastEventId) this.lastEventId = message.lastEventId;
      if (type === LIVE_EVENTS.session) {
        void this.renewSession();
        return;
      }
      let data: unknown = null;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      for (const handler of [...(this.handlers.get(type) ?? [])]) handler(data);
    });
  }

  /** The stream's token was refused: any call through the proxy refreshes the session cookie (or ends it). */
  private async renewSession(): Promise<void> {
    this.source?.close();
    this.source = null;
    try {
      await api.get('chief/profile/me');
    } catch {
      // An ended session is handled by the API client (it opens the login page).
    }
    if (this.users > 0) this.reopen(0);
  }

  private reopen(delay: number): void {
    this.source?.close();
    this.source = null;
    if (this.reopenTimer) clearTimeout(this.reopenTimer);
    this.reopenTimer = setTimeout(() => {
      this.reopenTimer = null;
      if (this.users > 0) this.open();
    }, delay);
  }

  private shut(): void {
    if (this.reopenTimer) clearTimeout(this.reopenTimer);
    this.reopenTimer = null;
    this.source?.close();
    this.source = null;
    this.failures = 0;
    this.setStatus('connecting');
  }
}

let client: LiveClient | null = null;

/** The tab's one client. */
export function liveClient(): LiveClient {
  return (client ??= new LiveClient());
}

/** Tests: a fresh tab. */
export function resetLiveClientForTests(): void {
  client = null;
}
