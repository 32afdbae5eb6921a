'use client';

import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTheme } from '@/components/layout/theme-provider';
import { idlePart } from './idle-part';
import { useIsClient } from './use-is-client';
import { useMediaQuery } from './use-media-query';

// sonner (about 11 kB gzip) loads in the frame's idle queue after hydration (idlePart) instead of
// with every screen's first load, or at once when a toast is asked for before that.
const Toaster = idlePart(() => import('sonner').then((m) => m.Toaster));
const sonner = () => import('sonner').then((m) => m.toast);

/** Whether a toast has been asked for, and a promise kept once the stack is on screen to show it. */
let markShown: () => void = () => {};
const stack = {
  wanted: false,
  listeners: new Set<() => void>(),
  ready: new Promise<void>((resolve) => (markShown = resolve)),
};

function subscribeStack(listener: () => void) {
  stack.listeners.add(listener);
  return () => void stack.listeners.delete(listener);
}

/** Brings the stack in now if its turn has not come, and waits until it listens for toasts. */
function stackReady(): Promise<void> {
  if (!stack.wanted) {
    stack.wanted = true;
    stack.listeners.forEach((listener) => listener());
  }
  return stack.ready;
}

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  text: ReactNode;
  tone: ToastTone;
  /** Removes itself after this many ms (default 5000); 0 keeps it until dismissed. */
  timeoutMs?: number;
  /** A notice that may be updated: a toast with the id of one still shown replaces it. */
  id?: string;
}

export type ToastId = string | number;

export interface ToastApi {
  /** Shows a notification and returns its id. */
  notify: (options: ToastOptions) => ToastId;
  dismiss: (id: ToastId) => void;
}

/** Older notifications give way beyond this many. */
const MAX_TOASTS = 5;
const DEFAULT_TIMEOUT_MS = 5000;
/** The Main layout's sticky header (main-layout.module.css `.header`). */
const HEADER_HEIGHT = 64;
/** A phone's stack sits above the call widget's round button (56 px, 24 px off the edge). */
const PHONE_BOTTOM = 96;

const ToastContext = createContext<ToastApi | null>(null);

let lastId = 0;

const api: ToastApi = {
  notify: ({ text, tone, timeoutMs = DEFAULT_TIMEOUT_MS, id: given }) => {
    // Our own id, so the caller has it at once while sonner may still be loading.
    lastId += 1;
    const id = given ?? `toast-${lastId}`;
    void Promise.all([sonner(), stackReady()]).then(([toast]) =>
      // The stack is a polite live region; an error also interrupts, as an alert.
      toast[tone](tone === 'error' ? <span role="alert">{text}</span> : text, {
        id,
        duration: timeoutMs > 0 ? timeoutMs : Number.POSITIVE_INFINITY,
      }),
    );
    return id;
  },
  dismiss: (id) => void sonner().then((toast) => toast.dismiss(id)),
};

/**
 * The app's notifications, by sonner: its live region is in the page (from the first idle moment
 * after hydration, or a render before the first toast) before any toast, so screen readers
 * announce them; a toast pauses while hovered or focused
 * (WCAG 2.2.1); Alt+T reaches the stack. On a desktop the stack is at the top centre, below the
 * sticky 64 px header (so a toast never covers «Поиск» or the user menu) and between a page's
 * title and its actions («Экспорт», «Добавить»: the top right covered them, issue 47). On a phone
 * the page's title and actions fill the row under the header, so the stack is at the bottom, above
 * the call widget's button.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const value = useMemo(() => api, []);
  const isClient = useIsClient();
  const wanted = useSyncExternalStore(subscribeStack, () => stack.wanted, () => false);
  // sonner colours its toasts itself, after the device's theme (its own default, light, elsewhere).
  const theme = useTheme()?.theme ?? 'light';
  // sonner's own phone layout starts at 600 px: the same width here.
  const phone = useMediaQuery('(max-width: 600px)');
  return (
    <ToastContext value={value}>
      {children}
      {/* A child of <body> of its own, which an open popup leaves live (see Popup). */}
      {isClient &&
        createPortal(
          <div data-keep-live="">
            <Toaster
              now={wanted}
              // After the Toaster's own effects, in which it subscribes to sonner's toasts.
              onShown={markShown}
              theme={theme}
              position={phone ? 'bottom-center' : 'top-center'}
              offset={{ top: HEADER_HEIGHT + 8 }}
              mobileOffset={{ bottom: PHONE_BOTTOM, right: 16, left: 16 }}
              visibleToasts={MAX_TOASTS}
              closeButton
              containerAriaLabel="Уведомления"
              toastOptions={{ closeButtonAriaLabel: 'Закрыть уведомление' }}
            />
          </div>,
          document.body,
        )}
    </ToastContext>
  );
}

/** `notify({ text, tone })` from anywhere under `ToastProvider`. */
export function useToast(): ToastApi {
  const context = use(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>');
  return context;
}

/** The toasts when under `ToastProvider`, else null: for a component also used outside the app's frame (sign-in). */
export function useToastIfAny(): ToastApi | null {
  return use(ToastContext);
}
