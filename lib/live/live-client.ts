import { ApiError } from '../api/api-error';
import { api, followSessionEnd, sessionEndSignal } from '../api/client';
import { hardNavigate } from '../api/hard-navigate';
import { LIVE_EVENTS } from './events';

/**
 * The browser's end of the live channel: one EventSource per tab, opened while some screen
 * listens and closed after the last one. EventSource reconnects by itself after a network
 * break (sending `Last-Event-ID`, so the server replays what was missed); when the server
 * refuses the stream (the browser then gives up), it is reopened here with a growing pause.
 *
 * The status says whether the screens can rely on the stream: 'live' once it is open,
 * 'fallback' when EventSource does not exist, the stream failed MAX_FAILURES times in a row, or
 * the server refused it (the screens then poll as before; the stream keeps trying and 'live'
 * returns when it opens).
 *
 * A refused stream (EventSource gives up on any status but 200, without saying which) is asked
 * about once with `HEAD /dashboard/own/events`: past the server's cap on streams (429) it is
 * tried again after Retry-After, an ended session goes to the login page like any API call, and
 * anything else after the growing pause. Every pause gets up to a quarter more at random, so the
 * tabs refused together do not come back together.
 */

export type LiveStatus = 'connecting' | 'live' | 'fallback';

export const EVENTS_URL = '/dashboard/own/events';
export const MAX_FAILURES = 3;
export const REOPEN_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

/** Retry-After in ms (seconds, or an HTTP date); 0 when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number {
  if (!header) return 0;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.max(0, at - now) : 0;
}

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
  /** Counts opens and shuts, so an answer that arrives after either is ignored. */
  private generation = 0;
  /** The session ended: this page opens no stream again. */
  private ended = false;
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
    this.generation += 1;
    if (typeof window === 'undefined' || this.ended) return;
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
      // CONNECTING: the browser retries by itself. CLOSED: it gave up (an error status, 204).
      if (source.readyState === EventSource.CLOSED) void this.refused();
      else if (this.failures >= MAX_FAILURES) this.setStatus('fallback');
    };
    for (const type of [...this.handlers.keys(), LIVE_EVENTS.session, LIVE_EVENTS.ended]) this.bind(type);
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
      if (type === LIVE_EVENTS.ended) {
        this.sessionEnded();
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

  /**
   * The stream's token was refused, or its session ended: any call through the proxy refreshes
   * the session cookie, or answers 401 and the API client opens the login page (no stream then).
   */
  private async renewSession(): Promise<void> {
    this.source?.close();
    this.source = null;
    const generation = this.generation;
    try {
      await api.get('chief/profile/me');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
    }
    if (this.users > 0 && generation === this.generation) this.reopen(0);
  }

  /**
   * The server ended the stream because its session was ended (here, on another device, or on
   * another instance): no stream again, and the login page, as an API call answered 401 would.
   */
  private sessionEnded(): void {
    this.shut();
    this.ended = true;
    hardNavigate('/login');
  }

  /** The server refused the stream: the screens poll, and the stream is tried again when it makes sense. */
  private async refused(): Promise<void> {
    this.source?.close();
    this.source = null;
    this.setStatus('fallback');
    const generation = this.generation;
    let pause = REOPEN_MS[Math.min(this.failures - 1, REOPEN_MS.length - 1)] ?? 60_000;
    try {
      const response = await fetch(EVENTS_URL, { method: 'HEAD', credentials: 'same-origin', cache: 'no-store', signal: sessionEndSignal() });
      if (followSessionEnd(response)) return;
      if (response.status === 429) pause = Math.max(pause, retryAfterMs(response.headers.get('retry-after')));
    } catch {
      // Offline, or signed out meanwhile: the pause as it is.
    }
    if (generation !== this.generation || this.users === 0 || sessionEndSignal().aborted) return;
    this.reopen(pause * (1 + Math.random() / 4));
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
    this.generation += 1;
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
