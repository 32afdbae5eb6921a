'use client';

import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { refuseReset } from '@/components/form/early-submit';
import { Button } from '@/components/ui/button';
import styles from './filter-bar.module.css';

/** The panel's working copy of the filters: nothing reaches the list until 'Применить'. */
export interface FilterDraft<D> {
  value: D;
  set: <K extends keyof D>(key: K, value: D[K]) => void;
  update: (patch: Partial<D>) => void;
}

export interface FilterBarProps<D> {
  /** The applied search text (from the URL). */
  search?: string;
  /** The applied filters; the draft starts from them every time the panel opens. */
  filters: D;
  /** What 'Сбросить' returns the filters to. */
  emptyFilters: D;
  /**
   * Applies the search and the filters. `history: 'replace'` comes with a search applied while
   * typing, so Back does not step through every partial word.
   */
  onApply: (applied: { search: string; filters: D; history?: 'replace' }) => void;
  /** 'Сбросить': the screen clears its query (page 1, 15 per page). */
  onReset: () => void;
  /** The screen's own filter fields; without them the bar is a plain search. */
  children?: (draft: FilterDraft<D>) => ReactNode;
  /** False keeps 'Применить' disabled (e.g. a reversed date range). */
  canApply?: (draft: D) => boolean;
  placeholder?: string;
  className?: string;
  /** How many filters are applied, shown on the 'Фильтры' button, so applied filters are visible while the bar is closed. */
  activeCount?: number;
  /**
   * Called when the pointer or the focus reaches 'Фильтры': a screen whose filter fields load on
   * first open (next/dynamic) starts loading them there, so they are in place when the panel opens.
   */
  onPrepare?: () => void;
}

/** How long typing pauses before the search is applied. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search/filter bar of the list screens: the search applies as staff type (after a short
 * pause) or on Enter, with the filters already applied.
 * The panel opens on the search's focus (specification, "Catalogue and list filters") and from
 * the 'Фильтры' button (which counts the applied filters). 'Применить' applies the search and
 * the filters and closes it, Escape or a click outside closes it without applying (the search
 * keeps the focus, and does not reopen it), 'Сбросить' clears everything.
 */
export function FilterBar<D>({
  search = '',
  filters,
  emptyFilters,
  onApply,
  onReset,
  children,
  canApply,
  placeholder = 'Поиск',
  className,
  activeCount = 0,
  onPrepare,
}: FilterBarProps<D>) {
  const id = useId();
  const inputId = `${id}-search`;
  const panelId = `${id}-panel`;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<D>(filters);
  const [text, setText] = useState(search);
  const [appliedSearch, setAppliedSearch] = useState(search);
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLFormElement>(null);
  const inside = useRef(false);
  // Whether the open panel came from the search's focus: then 'Фильтры' keeps it open (staff who
  // focused the search and reach for the button want the filters, not to lose them).
  const openedByFocus = useRef(false);
  const hasPanel = children !== undefined;

  // The search this bar applied while typing: its arrival in the URL must not overwrite what
  // was typed since.
  const [typedSearch, setTypedSearch] = useState<string | null>(null);

  // The URL changed under us (Back, a link): show the search it now holds.
  if (search !== appliedSearch) {
    setAppliedSearch(search);
    if (search !== typedSearch) setText(search);
    setTypedSearch(null);
  }

  // The latest applied values, for a search applied after the pause.
  const latest = useRef({ search, filters, onApply, draft: filters });
  useEffect(() => {
    latest.current = { search, filters, onApply, draft };
  });
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopTyping = () => clearTimeout(typingTimer.current);
  useEffect(() => stopTyping, []);

  const type = (value: string) => {
    setText(value);
    stopTyping();
    typingTimer.current = setTimeout(() => {
      const { search: applied, filters: current, onApply: apply, draft: picked } = latest.current;
      if (value.trim() === applied.trim()) return;
      setTypedSearch(value.trim());
      apply({ search: value.trim(), filters: current, history: 'replace' });
      // Applying closes the panel the focus opened (§2), unless filters were picked in it and wait
      // for 'Применить'; one opened with 'Фильтры' stays for what it was opened for.
      if (openedByFocus.current && JSON.stringify(picked) === JSON.stringify(current)) setOpen(false);
    }, SEARCH_DEBOUNCE_MS);
  };

  // Typed before the page's script ran: the field kept the text (React leaves a server-rendered
  // field's value alone as it hydrates), the state did not. Taken as typed, so it is searched.
  useEffect(() => {
    const early = inputRef.current?.value;
    if (early !== undefined && early !== text) type(early);
    // Once, at hydration: later typing is the field's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The 'Фильтры' button opens the panel, or closes it unapplied.
  const togglePanel = () => {
    if (open && openedByFocus.current) {
      openedByFocus.current = false;
      return;
    }
    if (open) {
      setOpen(false);
      setDraft(filters);
      return;
    }
    setDraft(filters);
    openedByFocus.current = false;
    setOpen(true);
  };

  // §2: the panel opens on the search's focus, when it comes from outside the bar (Escape gives
  // the focus back from the panel without reopening it).
  const openOnFocus = (event: FocusEvent<HTMLInputElement>) => {
    if (!hasPanel || open || rootRef.current?.contains(event.relatedTarget as Node | null)) return;
    onPrepare?.();
    setDraft(filters);
    openedByFocus.current = true;
    setOpen(true);
  };

  // Closes the panel unapplied. The search typed so far stays: it applies by itself.
  const cancel = (refocus: boolean) => {
    setOpen(false);
    setDraft(filters);
    if (refocus && inputRef.current && document.activeElement !== inputRef.current) inputRef.current.focus();
  };

  // A click outside closes the panel. Presses inside are marked through React's tree, so a
  // dropdown the panel renders in a portal still counts as inside.
  // The capture listener runs before React's handlers, the bubbling one after them.
  useEffect(() => {
    if (!open) return;
    const onCapture = () => {
      inside.current = false;
    };
    const onBubble = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!inside.current && !(target && rootRef.current?.contains(target))) cancel(false);
    };
    document.addEventListener('pointerdown', onCapture, true);
    document.addEventListener('pointerdown', onBubble);
    return () => {
      document.removeEventListener('pointerdown', onCapture, true);
      document.removeEventListener('pointerdown', onBubble);
    };
  });

  const submit = () => {
    if (open && canApply && !canApply(draft)) return;
    stopTyping();
    // The field's own text: the same as `text` once hydrated, and also what was typed before, when
    // React makes an Enter pressed then before this render has taken it (the effect above).
    const search = inputRef.current?.value ?? text;
    onApply({ search: search.trim(), filters: open ? draft : filters });
    setOpen(false);
  };

  const reset = () => {
    stopTyping();
    setDraft(emptyFilters);
    setText('');
    setOpen(false);
    onReset();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open && !event.defaultPrevented) {
      event.preventDefault();
      cancel(true);
    }
  };

  const draftApi: FilterDraft<D> = {
    value: draft,
    set: (key, value) => setDraft((d) => ({ ...d, [key]: value })),
    update: (patch) => setDraft((d) => ({ ...d, ...patch })),
  };
  const applyDisabled = open && canApply ? !canApply(draft) : false;

  return (
    <form
      ref={rootRef}
      role="search"
      className={[styles.bar, className].filter(Boolean).join(' ')}
      // Enter pressed before the page's script has run searches once it has (form/early-submit.ts).
      action={() => submit()}
      onReset={refuseReset}
      onKeyDown={onKeyDown}
      onPointerDown={() => {
        inside.current = true;
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Поиск
      </label>
      <div className={styles.searchRow}>
        <SearchIcon />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          className={styles.input}
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          aria-controls={hasPanel && open ? panelId : undefined}
          onChange={(event) => type(event.target.value)}
          onFocus={openOnFocus}
        />
        {hasPanel && (
          <button
            type="button"
            className={styles.filtersButton}
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            data-active={activeCount > 0 || undefined}
            // The name is what is shown (speech input users say what they see); the description
            // says what the bare number means.
            aria-describedby={activeCount > 0 ? `${panelId}-count` : undefined}
            onClick={togglePanel}
            onPointerEnter={onPrepare}
            onFocus={onPrepare}
          >
            {activeCount > 0 ? `Фильтры · ${activeCount}` : 'Фильтры'}
          </button>
        )}
        {hasPanel && activeCount > 0 && (
          <span id={`${panelId}-count`} className="visually-hidden">
            Активных фильтров: {activeCount}
          </span>
        )}
      </div>
      {hasPanel && open && (
        <div id={panelId} role="group" aria-label="Фильтр" className={styles.panel}>
          <div className={styles.fields}>{children(draftApi)}</div>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={reset}>
              Сбросить
            </Button>
            <Button type="submit" disabled={applyDisabled}>
              Применить
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}

function SearchIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
