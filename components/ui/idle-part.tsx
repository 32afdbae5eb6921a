'use client';

import { useEffect, useState, type ComponentType } from 'react';

/**
 * The frame's parts that nothing on a screen needs at once (the notification stack, the new-orders
 * badge, the call widget, a list's bulk bar) load and mount after the page has hydrated, one at a
 * time: each when the browser is next idle, and the next only once the previous one is on screen.
 * Mounted together right after hydration they were a task of 100–170 ms on a phone (CPU ×4), the
 * last thing that kept the page from being ready for a press (docs/performance.md, "Pages").
 */

type Turn = () => void;

const waiting: Turn[] = [];
/** The part whose turn it is, until it is on screen (or gone, or its code failed to load). */
let current: Turn | null = null;

/** Waits for an idle moment; a browser without requestIdleCallback (Safari) gets the next task. */
function whenIdle(run: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
  else window.setTimeout(run, 50);
}

function advance() {
  current = waiting.shift() ?? null;
  const turn = current;
  if (turn) whenIdle(() => current === turn && turn());
}

/** The part of `turn` is done: the next part's turn. */
function done(turn: Turn) {
  const index = waiting.indexOf(turn);
  if (index >= 0) waiting.splice(index, 1);
  if (current === turn) advance();
}

export interface IdlePartProps {
  /** Load and show it at once, whether its turn has come or not (a toast asked for, a row selected). */
  now?: boolean;
  /** Called once it is on screen, after its own effects have run. */
  onShown?: () => void;
}

/** A component whose code (`load`) comes in the frame's idle queue; it renders nothing until then. */
export function idlePart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P & IdlePartProps> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => (loading ??= load().then((component) => (loaded = component)));

  function IdlePart({ now = false, onShown, ...props }: P & IdlePartProps) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [turn] = useState<Turn>(() => {
      const start: Turn = () =>
        void loadOnce().then(
          (component) => setComponent(() => component),
          () => done(start),
        );
      return start;
    });
    useEffect(() => {
      // Once it is shown this cleanup runs (the effect's dependency changed): the next part's turn.
      if (Component) return;
      waiting.push(turn);
      if (current === null) advance();
      return () => done(turn);
    }, [turn, Component]);
    useEffect(() => {
      if (now && !Component) turn();
    }, [now, Component, turn]);
    useEffect(() => {
      if (Component) onShown?.();
    }, [Component, onShown]);
    return Component ? <Component {...(props as P)} /> : null;
  }
  return IdlePart;
}
