'use client';

import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFloating } from './use-floating';
import { useOutsidePress } from './use-outside-press';
import styles from './context-menu.module.css';

export interface ContextMenuItem {
  label: string;
  onSelect: () => void;
  /** Destructive action, drawn in red. */
  danger?: boolean;
  /** Shown and focusable, but does nothing. */
  disabled?: boolean;
}

export interface ContextMenuListProps {
  items: readonly ContextMenuItem[];
  buttonRef: RefObject<HTMLButtonElement | null>;
  buttonId: string;
  menuId: string;
  align: 'start' | 'end';
  active: number;
  setActive: (update: (index: number) => number) => void;
  close: (returnFocus: boolean) => void;
}

/** The open menu of a ContextMenu: placed by its button, roving focus, arrows, Home/End, Escape, Tab. */
export function ContextMenuList({ items, buttonRef, buttonId, menuId, align, active, setActive, close }: ContextMenuListProps) {
  const menuRef = useRef<HTMLUListElement>(null);
  const floating = useFloating(buttonRef, true, align === 'end' ? 'bottom-end' : 'bottom-start');

  useOutsidePress([buttonRef, menuRef], () => close(false), true);

  // Focus follows the active item (roving focus rather than aria-activedescendant).
  useEffect(() => {
    menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active]?.focus();
  }, [active, floating]);

  const choose = (item: ContextMenuItem) => {
    if (item.disabled) return;
    close(true);
    item.onSelect();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = items.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((i) => (i >= last ? 0 : i + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => (i <= 0 ? last : i - 1));
        break;
      case 'Home':
        event.preventDefault();
        setActive(() => 0);
        break;
      case 'End':
        event.preventDefault();
        setActive(() => last);
        break;
      case 'Escape':
        // Handled: an enclosing popup stays open.
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        // Focus goes back to the button first, so Tab continues from there.
        close(true);
        break;
    }
  };

  if (!floating) return null;
  return createPortal(
    <ul ref={menuRef} id={menuId} role="menu" aria-labelledby={buttonId} className={styles.menu} style={floating.style} onKeyDown={onMenuKeyDown}>
      {items.map((item, index) => (
        <li key={item.label} role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={[styles.item, item.danger && styles.danger].filter(Boolean).join(' ')}
            aria-disabled={item.disabled || undefined}
            onMouseEnter={() => setActive(() => index)}
            onClick={() => choose(item)}
          >
            {item.label}
          </button>
        </li>
      ))}
    </ul>,
    floating.container,
  );
}
