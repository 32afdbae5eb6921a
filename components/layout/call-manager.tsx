'use client';

import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Popup } from '@/components/ui/popup';
import { api } from '@/lib/api/client';
import { clampToViewport, movedBeyondThreshold, type Point } from '@/lib/ui/drag';
import styles from './call-manager.module.css';

/** §9: the widget starts 26 px from the bottom-right corner. */
const OFFSET = 26;

/**
 * The floating "ask a manager" widget (§2): draggable with mouse or touch, a click sends the
 * request and a popup confirms it. Failures are only logged (§8).
 */
export function CallManager() {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const drag = useRef<{ start: Point; origin: Point; moved: boolean } | null>(null);
  // null: still at its starting corner (placed by CSS, so the server render is right too).
  const [position, setPosition] = useState<Point | null>(null);
  const [sending, setSending] = useState(false);
  const [confirmed, setConfirmed] = useState(false);

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
    setPosition(
      clampToViewport(
        { x: state.origin.x + now.x - state.start.x, y: state.origin.y + now.y - state.start.y },
        { width: rect.width, height: rect.height },
        { width: window.innerWidth, height: window.innerHeight },
      ),
    );
  }

  function onPointerUp() {
    const wasDrag = drag.current?.moved ?? false;
    drag.current = null;
    if (!wasDrag) void send();
  }

  async function send() {
    if (sending) return;
    setSending(true);
    try {
      await api.get('chief/application/call-for-help');
      setConfirmed(true);
    } catch (error) {
      console.error('call-for-help failed', error);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.widget}
        style={position ? { left: position.x, top: position.y, right: 'auto', bottom: 'auto' } : { right: OFFSET, bottom: OFFSET }}
        aria-label="Связаться с менеджером"
        aria-busy={sending || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            void send();
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
      <Popup
        open={confirmed}
        onClose={() => setConfirmed(false)}
        title="Заявка отправлена"
        footer={<Button onClick={() => setConfirmed(false)}>Хорошо</Button>}
      >
        <p>Менеджер свяжется с вами в ближайшее время.</p>
      </Popup>
    </>
  );
}
