'use client';

import { cloneElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFloating } from './use-floating';
import { useIsClient } from './use-is-client';
import styles from './tooltip.module.css';

export interface TooltipProps {
  /** The hint text. */
  content: ReactNode;
  /** One focusable element (a button, a link, an input); it gets `aria-describedby`. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Delay before hiding after the pointer leaves, so it can move onto the tooltip (ms). */
  hideDelayMs?: number;
}

/**
 * A hint shown while its trigger is hovered or focused; Escape hides it (WCAG 1.4.13).
 * The tooltip node stays in the document while hidden, so the description is always there.
 */
export function Tooltip({ content, children, hideDelayMs = 120 }: TooltipProps) {
  const tooltipId = useId();
  const anchorRef = useRef<HTMLSpanElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [visible, setVisible] = useState(false);
  const isClient = useIsClient();
  const floating = useFloating(anchorRef, visible, 'top');

  const show = () => {
    clearTimeout(hideTimer.current);
    setVisible(true);
  };
  const hide = () => {
    clearTimeout(hideTimer.current);
    setVisible(false);
  };
  const hideSoon = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setVisible(false), hideDelayMs);
  };

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  useEffect(() => {
    if (!visible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // Handled: an enclosing popup stays open.
      event.preventDefault();
      clearTimeout(hideTimer.current);
      setVisible(false);
    };
    // Capture phase, so it runs before a popup's Escape handler on window.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [visible]);

  const describedBy = [children.props['aria-describedby'], tooltipId].filter(Boolean).join(' ');

  return (
    <span
      ref={anchorRef}
      className={styles.anchor}
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onFocus={show}
      onBlur={hide}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      {isClient &&
        createPortal(
          <div
            id={tooltipId}
            role="tooltip"
            className={styles.tooltip}
            style={floating?.style}
            hidden={!visible}
            onMouseEnter={show}
            onMouseLeave={hideSoon}
          >
            {content}
          </div>,
          floating?.container ?? document.body,
        )}
    </span>
  );
}
