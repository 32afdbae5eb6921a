'use client';

import dynamic from 'next/dynamic';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ContextMenuItem } from './context-menu-list';
import styles from './context-menu.module.css';

// The item's type lives with the list that draws it (loaded lazily below): no import loop.
export type { ContextMenuItem } from './context-menu-list';

// The open menu (placement, keyboard, outside press) loads when the pointer or focus reaches the
// button, or on the first open: a list has a '⋯' on every row, on a phone the only way to a row's
// actions, but most visits never open one.
const loadList = () => import('./context-menu-list');
const ContextMenuList = dynamic(() => loadList().then((m) => m.ContextMenuList), { ssr: false });
const prepare = () => void loadList();

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

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
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
        onPointerEnter={prepare}
        onFocus={prepare}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open && (
        <ContextMenuList
          items={items}
          buttonRef={buttonRef}
          buttonId={buttonId}
          menuId={menuId}
          align={align}
          active={active}
          setActive={setActive}
          close={close}
        />
      )}
    </>
  );
}
