'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type CSSProperties, type PointerEvent as ReactPointerEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useOpenedOnce } from '@/components/ui/use-opened-once';
import { useOutsidePress } from '@/components/ui/use-outside-press';
import { api } from '@/lib/api/client';
import { clampToViewport, dockAt, freeBottom, movedBeyondThreshold, type Box, type Dock, type Point } from '@/lib/ui/drag';
import { storageSignal } from '@/lib/ui/storage-signal';
import { parseDock, readDockText, writeDock } from '@/lib/ui/widget-dock-store';
import styles from './call-manager.module.css';

// The confirmation shows only after a request was sent: loaded then, out of the first-load JS
// (and the hydration) of every company screen.
const Popup = dynamic(() => import('@/components/ui/popup').then((m) => m.Popup), { ssr: false });

/** §9: the widget starts 26 px from the bottom-right corner. */
const OFFSET = 26;
const START: Dock = { edge: 'right', bottom: OFFSET };
/** The widget never goes under the sticky header (64 px) nor closer than this to an edge. */
const HEADER_HEIGHT = 64;
const MARGIN = 8;

/** What a person can press or focus: the widget keeps off them. */
const CONTROLS = 'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"]), [role="button"]';
/**
 * What a person reads a screen by: its headings, what a screen marks (status badges, an order's
 * «Итого»), and a toast (on a phone the stack is at the bottom, where the widget lives).
 */
const READ = 'h1, h2, [data-keep-clear], [data-sonner-toast]';

/**
 * Where a text to be read is: its words, not its block (a heading's box runs the width of the
 * page, and keeping off all of it would push the widget off every row that has one).
 */
function textBox(element: Element): DOMRect {
  const range = typeof document.createRange === 'function' ? document.createRange() : null;
  if (!range || typeof range.getBoundingClientRect !== 'function') return element.getBoundingClientRect();
  range.selectNodeContents(element);
  const box = range.getBoundingClientRect();
  return box.width > 0 && box.height > 0 ? box : element.getBoundingClientRect();
}

const dockSignal = storageSignal();
const readDock = () => readDockText(window.localStorage);

/** The boxes of what it keeps off on screen, but those of the widget itself and its form. */
function keptClearOnScreen(own: readonly (HTMLElement | null)[]): Box[] {
  const width = window.innerWidth;
  const height = window.innerHeight;
  const boxes: Box[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(`${CONTROLS}, ${READ}`)) {
    if (own.some((mine) => mine?.contains(element))) continue;
    if (element.closest('[inert], [hidden]')) continue;
    const box = element.matches(CONTROLS) ? element.getBoundingClientRect() : textBox(element);
    // A visually hidden control (1 px, clipped) is not under anyone's finger.
    if (box.width <= 1 || box.height <= 1) continue;
    if (box.bottom < 0 || box.top > height || box.right < 0 || box.left > width) continue;
    boxes.push(box);
  }
  return boxes;
}

/**
 * The floating "ask a manager" widget (§2). A press opens a small form, and only its «Отправить»
 * sends the request (one stray tap used to call a manager); a popup confirms it, failures are
 * only logged (§8). It can be dragged with mouse or touch and docks to the nearer side, where it
 * stays on this device. It keeps off the page's controls and headings: while the page scrolls, focus moves or
 * rows change, it slides along its side (or to the other side) to the nearest place that covers
 * none of them, and comes back when its own place is free again.
 */
export function CallManager() {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ start: Point; origin: Point; moved: boolean } | null>(null);
  const formTitleId = useId();
  const home = parseDock(useSyncExternalStore(dockSignal.subscribe, readDock, () => null)) ?? START;
  // Where the widget is while it is being dragged (null otherwise).
  const [dragging, setDragging] = useState<Point | null>(null);
  // Where it stepped aside to from its docked place (null: it sits at home).
  const [aside, setAside] = useState<Dock | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  // The confirmation (a dynamic chunk) mounts with the first request sent, not with every page.
  const confirmOpened = useOpenedOnce(confirmed);
  const shown = aside ?? home;

  const keepClear = useCallback(() => {
    const button = buttonRef.current;
    if (!button || drag.current || formOpen) return;
    const { width, height } = button.getBoundingClientRect();
    if (width === 0 || height === 0) return;
    const viewportWidth = window.innerWidth;
    const viewportHeight = window.innerHeight;
    const obstacles = keptClearOnScreen([button, formRef.current]);
    const limits = { minBottom: MARGIN, maxBottom: Math.max(MARGIN, viewportHeight - HEADER_HEIGHT - height - MARGIN) };
    const spanOf = (edge: Dock['edge']) =>
      edge === 'right' ? { left: viewportWidth - OFFSET - width, right: viewportWidth - OFFSET, height } : { left: OFFSET, right: OFFSET + width, height };
    const other: Dock['edge'] = home.edge === 'right' ? 'left' : 'right';
    const candidates = [home.edge, other]
      .map((edge) => ({ edge, bottom: freeBottom(home.bottom, spanOf(edge), obstacles, viewportHeight, limits) }))
      .filter((spot): spot is Dock => spot.bottom !== null)
      // The nearest free place; on a tie its own side.
      .sort((a, b) => Math.abs(a.bottom - home.bottom) - Math.abs(b.bottom - home.bottom));
    const next = candidates[0];
    const atHome = !next || (next.edge === home.edge && next.bottom === home.bottom);
    setAside((current) => {
      if (atHome) return current === null ? current : null;
      return current && current.edge === next.edge && current.bottom === next.bottom ? current : next;
    });
  }, [home.edge, home.bottom, formOpen]);

  // Re-checked whenever what is under the widget may have changed: scrolling (the page or a
  // box inside it), resizing, focus moving, hovering, rows appearing or going.
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        keepClear();
      });
    };
    schedule();
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    document.addEventListener('pointerover', schedule);
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
      document.removeEventListener('pointerover', schedule);
      observer.disconnect();
    };
  }, [keepClear]);

  const closeForm = (returnFocus: boolean) => {
    setFormOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  useOutsidePress([buttonRef, formRef], () => closeForm(false), formOpen);

  function onPointerDown(event: ReactPointerEvent<HTMLButtonElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    drag.current = { start: { x: event.clientX, y: event.clientY }, origin: { x: rect.left, y: rect.top }, moved: false };
    // Keeps the moves coming when the pointer outruns the widget (absent in some test DOMs).
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function onPointerMove(event: ReactPointerEvent<HTMLButtonElement>) {
    const state = drag.current;
    if (!state) return;
    const now = { x: event.clientX, y: event.clientY };
    if (!state.moved && !movedBeyondThreshold(state.start, now)) return;
    state.moved = true;
    const rect = event.currentTarget.getBoundingClientRect();
    setFormOpen(false);
    setDragging(
      clampToViewport(
        { x: state.origin.x + now.x - state.start.x, y: state.origin.y + now.y - state.start.y },
        { width: rect.width, height: rect.height },
        { width: window.innerWidth, height: window.innerHeight },
      ),
    );
  }

  function onPointerUp(event: ReactPointerEvent<HTMLButtonElement>) {
    const wasDrag = drag.current?.moved ?? false;
    drag.current = null;
    if (!wasDrag) {
      setFormOpen((open) => !open);
      return;
    }
    const rect = event.currentTarget.getBoundingClientRect();
    const dropped = dragging ?? { x: rect.left, y: rect.top };
    const dock = dockAt(dropped, { width: rect.width, height: rect.height }, { width: window.innerWidth, height: window.innerHeight });
    writeDock(window.localStorage, dock);
    dockSignal.notify();
    setDragging(null);
    setAside(null);
  }

  async function send() {
    if (sending) return;
    setSending(true);
    try {
      await api.get('chief/application/call-for-help');
      setFormOpen(false);
      setConfirmed(true);
    } catch (error) {
      console.error('call-for-help failed', error);
      closeForm(true);
    } finally {
      setSending(false);
    }
  }

  // Focus goes to the form's first button as it opens, so Enter right away sends, Escape cancels.
  useEffect(() => {
    if (formOpen) formRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [formOpen]);

  const place: CSSProperties = dragging
    ? { left: dragging.x, top: dragging.y, right: 'auto', bottom: 'auto' }
    : shown.edge === 'right'
      ? { right: OFFSET, bottom: shown.bottom }
      : { left: OFFSET, bottom: shown.bottom, right: 'auto' };
  // The form opens beside the widget, above it when there is room, else below it.
  const formPlace: CSSProperties = {
    ...(shown.edge === 'right' ? { right: OFFSET } : { left: OFFSET }),
    ...(typeof window !== 'undefined' && shown.bottom > window.innerHeight / 2 ? { top: window.innerHeight - shown.bottom + MARGIN } : { bottom: shown.bottom + 64 }),
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.widget}
        style={place}
        aria-label="Связаться с менеджером"
        aria-haspopup="dialog"
        aria-expanded={formOpen}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
          setDragging(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            setFormOpen((open) => !open);
          }
        }}
      >
        <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {formOpen && (
        <div
          ref={formRef}
          role="dialog"
          aria-labelledby={formTitleId}
          className={styles.form}
          style={formPlace}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              closeForm(true);
            }
          }}
        >
          <h2 id={formTitleId} className={styles.formTitle}>
            Связаться с менеджером
          </h2>
          <p className={styles.formText}>Отправить менеджеру запрос на обратный звонок?</p>
          <div className={styles.formActions}>
            <Button pending={sending} onClick={() => void send()}>
              Отправить
            </Button>
            <Button variant="secondary" disabled={sending} onClick={() => closeForm(true)}>
              Отмена
            </Button>
          </div>
        </div>
      )}
      {confirmOpened && (
        <Popup
          open={confirmed}
          onClose={() => setConfirmed(false)}
          title="Заявка отправлена"
          footer={<Button onClick={() => setConfirmed(false)}>Хорошо</Button>}
        >
          <p>Менеджер свяжется с вами в ближайшее время.</p>
        </Popup>
      )}
    </>
  );
}
