'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LazyConfirmPopup } from './lazy-confirm-popup';

/**
 * Asks before leaving a form with unsaved changes: a click on any link of the page opens a
 * confirmation, and closing or reloading the tab gets the browser's own question.
 */
export function UnsavedGuard({ dirty }: { dirty: boolean }) {
  const router = useRouter();
  const [target, setTarget] = useState<string | null>(null);
  // Set once the user chose to leave: a full load (a link Next could not route) must not ask a second time.
  const leaving = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    // Capture phase: runs before Next's Link handler, so the navigation can be held back.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname + url.search === window.location.pathname + window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      setTarget(url.pathname + url.search + url.hash);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  return (
    <LazyConfirmPopup
      open={target !== null}
      message="Есть несохранённые изменения. Уйти со страницы без сохранения?"
      confirmText="Уйти без сохранения"
      cancelText="Остаться"
      onCancel={() => setTarget(null)}
      onConfirm={() => {
        const href = target;
        setTarget(null);
        if (!href) return;
        leaving.current = true;
        router.push(href);
      }}
    />
  );
}

export interface GuardedClose {
  /** What the dialog's X, Escape, overlay and 'Отмена' call: asks first when something was typed. */
  requestClose: () => void;
  /** The question and the page guard: render it next to the dialog. */
  guard: ReactNode;
}

/**
 * The guard for a dialog holding typed input: closing it without saving asks first (a dialog
 * closed by a stray Escape or a click beside it would otherwise drop everything typed), and
 * leaving or reloading the page gets the same question as a form page. A save that closes the
 * dialog itself calls its own onClose, not requestClose, so it is never asked.
 */
export function useGuardedClose(dirty: boolean, onClose: () => void): GuardedClose {
  const [asking, setAsking] = useState(false);
  return {
    requestClose: () => (dirty ? setAsking(true) : onClose()),
    guard: (
      <>
        <UnsavedGuard dirty={dirty} />
        <LazyConfirmPopup
          open={asking}
          message="Есть несохранённые изменения. Закрыть окно без сохранения?"
          confirmText="Закрыть без сохранения"
          cancelText="Продолжить редактирование"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onClose();
          }}
        />
      </>
    ),
  };
}
