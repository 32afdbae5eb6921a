'use client';

import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CLOSE_TEXT } from './button-texts';
import { focusableIn, trapTab } from './focusable';
import { useIsClient } from './use-is-client';
import styles from './popup.module.css';

export interface PopupProps {
  open: boolean;
  /** Called on the X button, Escape, and a click on the overlay. */
  onClose: () => void;
  /** Heading; also the dialog's accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  label?: string;
  children?: ReactNode;
  /** Actions row under the content (buttons). */
  footer?: ReactNode;
  /** Panel width: small 400 px, medium 560 px (default), large 800 px. */
  size?: 'small' | 'medium' | 'large';
  /** Focused on open; by default the first focusable element of the content. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Id of the element that describes the dialog (e.g. a confirmation message). */
  describedBy?: string;
}

/** A modal dialog in a portal: focus moves in, is trapped, and returns on close. */
export function Popup(props: PopupProps) {
  const isClient = useIsClient();
  if (!props.open || !isClient) return null;
  return createPortal(<PopupDialog {...props} />, document.body);
}

// Open popups, innermost last: only the top one answers Escape and Tab.
const layers: symbol[] = [];
let scrollLocks = 0;
let savedOverflow = '';
let savedPaddingRight = '';

function lockScroll() {
  if (scrollLocks++ > 0) return;
  const { style } = document.body;
  savedOverflow = style.overflow;
  savedPaddingRight = style.paddingRight;
  // Keep the page from shifting when the scrollbar disappears.
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  if (document.documentElement.clientWidth > 0 && scrollbar > 0) style.paddingRight = `${scrollbar}px`;
  style.overflow = 'hidden';
}

function unlockScroll() {
  if (--scrollLocks > 0) return;
  document.body.style.overflow = savedOverflow;
  document.body.style.paddingRight = savedPaddingRight;
}

/**
 * Everything beside the open popup becomes `inert`: not clickable, not focusable, and gone from
 * the accessibility tree (what `aria-modal` only promises). Floating widgets of the popup live
 * in its overlay; notifications stay live (`data-keep-live`), so a toast raised from a popup is
 * announced and can be closed. A nested popup makes the one below inert in turn.
 */
function inertBackground(overlay: HTMLElement): () => void {
  const made = [...document.body.children].filter(
    (element) => element !== overlay && !element.hasAttribute('inert') && !element.hasAttribute('data-keep-live'),
  );
  for (const element of made) element.setAttribute('inert', '');
  return () => {
    for (const element of made) element.removeAttribute('inert');
  };
}

function PopupDialog({
  onClose,
  title,
  label,
  children,
  footer,
  size = 'medium',
  initialFocus,
  describedBy,
}: PopupProps) {
  const titleId = useId();
  const overlayRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const pressedOverlay = useRef(false);
  const onCloseRef = useRef(onClose);
  // Read before this dialog's children mount, so an `autoFocus` inside cannot hide the opener.
  const [restoreTo] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Before the focus effect: its cleanup (focus back to the opener) needs the page live again,
  // and React runs cleanups in the order the effects are declared.
  useEffect(() => (overlayRef.current ? inertBackground(overlayRef.current) : undefined), []);

  useEffect(() => {
    const panel = panelRef.current;
    if (panel && !panel.contains(document.activeElement)) {
      const content = contentRef.current;
      const target =
        initialFocus?.current ?? (content && focusableIn(content)[0]) ?? focusableIn(panel).find(isNotClose) ?? panel;
      target.focus();
    }
    return () => {
      if (restoreTo?.isConnected) restoreTo.focus();
    };
  }, [initialFocus, restoreTo]);

  useEffect(() => {
    const layer = Symbol('popup');
    layers.push(layer);
    lockScroll();
    // On window, so widgets inside (select, menu, tooltip) handle their own Escape first
    // and mark it with preventDefault.
    const onKeyDown = (event: KeyboardEvent) => {
      if (layers[layers.length - 1] !== layer || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab' && panelRef.current) {
        trapTab(event, panelRef.current);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      layers.splice(layers.indexOf(layer), 1);
      unlockScroll();
    };
  }, []);

  // Closes only when both press and release happen on the overlay itself, so selecting text
  // in the panel and releasing outside does not close it.
  const onOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressedOverlay.current && event.target === event.currentTarget) onClose();
    pressedOverlay.current = false;
  };

  return (
    <div ref={overlayRef} className={styles.overlay} data-portal-root="" onMouseDown={onOverlayMouseDown} onClick={onOverlayClick}>
      <div
        ref={panelRef}
        className={`${styles.panel} ${styles[size]}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <div className={styles.header}>
          {title && (
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          )}
          <button type="button" className={styles.close} aria-label={CLOSE_TEXT} data-popup-close="" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div ref={contentRef} className={styles.content}>
          {children}
        </div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}

function isNotClose(el: HTMLElement) {
  return !el.hasAttribute('data-popup-close');
}
