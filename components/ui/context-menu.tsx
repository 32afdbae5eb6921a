'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
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

export interface ContextMenuProps {
  items: readonly ContextMenuItem[];
  /** Accessible name of the '⋯' button and of the menu; defaults to 'Действия'. */
  label?: string;
  /** Which edge of the button the menu lines up with (default 'end'). */
  align?: 'start' | 'end';
  className?: string;
}

/** A '⋯' menu button (WAI-ARIA APG menu button): arrows, Home/End, Escape, outside click. */
export function ContextMenu({ items, label = 'Действия', align = 'end', className }: ContextMenuProps) {
  const baseId = useId();
  const buttonId = `${baseId}-button`;
  const menuId = `${baseId}-menu`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const floating = useFloating(buttonRef, open, align === 'end' ? 'bottom-end' : 'bottom-start');

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useOutsidePress([buttonRef, menuRef], () => close(false), open);

  // Focus follows the active item (roving focus rather than aria-activedescendant).
  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active]?.focus();
  }, [open, active, floating]);

  const choose = (item: ContextMenuItem) => {
    if (item.disabled) return;
    close(true);
    item.onSelect();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space reach onClick as a native button click.
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
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
        setActive(0);
        break;
      case 'End':
        event.preventDefault();
        setActive(last);
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

  return (
    <>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={[styles.trigger, className].filter(Boolean).join(' ')}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open &&
        floating &&
        createPortal(
          <ul
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            className={styles.menu}
            style={floating.style}
            onKeyDown={onMenuKeyDown}
          >
            {items.map((item, index) => (
              <li key={item.label} role="none">
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={[styles.item, item.danger && styles.danger].filter(Boolean).join(' ')}
                  aria-disabled={item.disabled || undefined}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => choose(item)}
                >
                  {item.label}
                </button>
              </li>
            ))}
          </ul>,
          floating.container,
        )}
    </>
  );
}
