/** What to undo when the docs' script stops (an unmount, React's strict mode running effects twice). */
export type Stops = (() => void)[];

/**
 * addEventListener that records its removal in `stops`. (An AbortSignal would do the same, but
 * jsdom's EventTarget refuses the AbortSignal the component tests' environment provides.)
 */
export function listen<E extends Event>(stops: Stops, target: EventTarget, type: string, listener: (event: E) => void): void {
  target.addEventListener(type, listener as EventListener);
  stops.push(() => target.removeEventListener(type, listener as EventListener));
}
