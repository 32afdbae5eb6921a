'use client';

import { useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import {
  DROPDOWN_MAX_HEIGHT,
  EMPTY_LIST_TEXT,
  NOT_FOUND_TEXT,
  filterOptions,
  optionDomId,
  type SelectOption,
} from './select-option';
import { useFloating } from './use-floating';
import { useOutsidePress } from './use-outside-press';

interface UseSelectListArgs<O extends SelectOption> {
  listId: string;
  options: readonly O[];
  searchable: boolean;
  disabled: boolean;
  /** Multiselect: choosing toggles and keeps the list open. */
  multiple: boolean;
  isSelected: (option: O) => boolean;
  onPick: (option: O) => void;
  onBlur?: () => void;
}

/**
 * The state and keyboard of a combobox with a listbox popup (WAI-ARIA APG): focus stays on
 * the combobox and the highlighted option is announced through aria-activedescendant.
 */
export function useSelectList<O extends SelectOption>({
  listId,
  options,
  searchable,
  disabled,
  multiple,
  isSelected,
  onPick,
  onBlur,
}: UseSelectListArgs<O>) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const anchorRef = useRef<HTMLDivElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);

  const visible = useMemo(() => filterOptions(options, searchable ? query : ''), [options, searchable, query]);
  const activeIndex = visible.length === 0 ? -1 : Math.min(Math.max(active, 0), visible.length - 1);
  const emptyText = options.length === 0 ? EMPTY_LIST_TEXT : visible.length === 0 ? NOT_FOUND_TEXT : null;
  const floating = useFloating(anchorRef, open, 'bottom-start', DROPDOWN_MAX_HEIGHT);

  const openList = (at: 'selected' | 'last' = 'selected') => {
    if (disabled) return;
    const all = filterOptions(options, '');
    setQuery('');
    const chosen = all.findIndex(isSelected);
    // Opening highlights the chosen option; without one, ArrowUp starts from the end.
    setActive(chosen >= 0 ? chosen : at === 'last' ? all.length - 1 : 0);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    setQuery('');
  };

  const changeQuery = (next: string) => {
    if (disabled) return;
    setQuery(next);
    setActive(0);
    setOpen(true);
  };

  const pick = (option: O) => {
    onPick(option);
    if (!multiple) close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (disabled) return;
    const last = visible.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActive(Math.min(activeIndex + 1, last));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList('last');
        else setActive(Math.max(activeIndex - 1, 0));
        break;
      case 'Home':
      case 'End':
        // In a search input these keys move the caret.
        if (!open || searchable) return;
        event.preventDefault();
        setActive(event.key === 'Home' ? 0 : last);
        break;
      case 'Enter':
      case ' ': {
        if (event.key === ' ' && searchable) return;
        if (!open) {
          // In a search input a closed Enter submits the form as usual.
          if (searchable) return;
          event.preventDefault();
          openList();
          return;
        }
        event.preventDefault();
        const option = visible[activeIndex];
        if (option) pick(option);
        break;
      }
      case 'Escape':
        if (!open) return;
        // Marked as handled, so an enclosing popup stays open.
        event.preventDefault();
        close();
        break;
      case 'Tab':
        if (open) close();
        break;
    }
  };

  const onControlBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.relatedTarget instanceof Node && dropdownRef.current?.contains(event.relatedTarget)) return;
    close();
    onBlur?.();
  };

  useOutsidePress([anchorRef, dropdownRef], close, open);

  useEffect(() => {
    if (!open || activeIndex < 0) return;
    // jsdom has no scrollIntoView.
    document.getElementById(optionDomId(listId, activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex, listId]);

  const showList = open && emptyText === null;
  return {
    open,
    query,
    visible,
    activeIndex,
    emptyText,
    floating,
    anchorRef,
    dropdownRef,
    openList,
    close,
    changeQuery,
    pick,
    setActive,
    onKeyDown,
    onControlBlur,
    /** ARIA attributes of the combobox element. */
    comboboxProps: {
      role: 'combobox' as const,
      'aria-expanded': open,
      'aria-controls': showList ? listId : undefined,
      'aria-activedescendant': showList && activeIndex >= 0 ? optionDomId(listId, activeIndex) : undefined,
    },
  };
}
