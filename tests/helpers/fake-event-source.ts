import { act } from '@testing-library/react';

/**
 * A stand-in for the browser's EventSource that a component test drives: it records every stream
 * the code opens (`opened`), and the test opens, drops or refuses it and delivers its events.
 * Install it with `Object.defineProperty(window, 'EventSource', …)` and reset `opened` per test.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    act(() => this.onopen?.());
  }
  /** The connection dropped: the browser would reconnect by itself. */
  fail() {
    this.readyState = FakeEventSource.CONNECTING;
    act(() => this.onerror?.());
  }
  /** The server answered with an error status: the browser gives up (no reconnect of its own). */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    act(() => this.onerror?.());
  }
  /** Delivers an event at once (for tests on Jest's clock). */
  emit(type: string, data: unknown = {}, id = String(Math.random())) {
    act(() => this.deliver(type, data, id));
  }
  /** Delivers an event and lets what it set off (SWR's update, the toast) settle, on real time. */
  async emitSettled(type: string, data: unknown, id = String(Math.random())) {
    await act(async () => {
      this.deliver(type, data, id);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
  private deliver(type: string, data: unknown, id: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
  }
}
