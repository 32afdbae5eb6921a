'use client';

import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIsClient } from './use-is-client';
import styles from './toast.module.css';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  text: ReactNode;
  tone: ToastTone;
  /** Removes itself after this many ms (default 5000); 0 keeps it until dismissed. */
  timeoutMs?: number;
}

export interface ToastApi {
  /** Shows a notification and returns its id. */
  notify: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

interface ToastEntry extends Required<ToastOptions> {
  id: number;
}

/** Older notifications give way beyond this many. */
const MAX_TOASTS = 5;
const DEFAULT_TIMEOUT_MS = 5000;

const ToastContext = createContext<ToastApi | null>(null);

/** Holds the notifications of the app and renders them top-right (the call widget owns bottom-right). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);
  const isClient = useIsClient();

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const notify = useCallback(({ text, tone, timeoutMs = DEFAULT_TIMEOUT_MS }: ToastOptions) => {
    const id = ++nextId.current;
    setToasts((list) => [...list, { id, text, tone, timeoutMs }].slice(-MAX_TOASTS));
    return id;
  }, []);
  const api = useMemo(() => ({ notify, dismiss }), [notify, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      {isClient &&
        createPortal(
          <div className={styles.stack} data-toast-stack="">
            {toasts.map((toast) => (
              <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
            ))}
          </div>,
          document.body,
        )}
    </ToastContext>
  );
}

/** `notify({ text, tone })` from anywhere under `ToastProvider`. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

function Toast({ toast, onDismiss }: { toast: ToastEntry; onDismiss: (id: number) => void }) {
  // Hovering or focusing it stops the clock, so it cannot vanish while being read (WCAG 2.2.1).
  const [paused, setPaused] = useState(false);
  const { id, timeoutMs } = toast;

  useEffect(() => {
    if (paused || timeoutMs <= 0) return;
    const timer = setTimeout(() => onDismiss(id), timeoutMs);
    return () => clearTimeout(timer);
  }, [id, timeoutMs, paused, onDismiss]);

  return (
    <div
      className={`${styles.toast} ${styles[toast.tone]}`}
      role={toast.tone === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.text}>{toast.text}</div>
      <button type="button" className={styles.close} aria-label="Закрыть уведомление" onClick={() => onDismiss(id)}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </div>
  );
}
