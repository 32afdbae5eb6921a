'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';
import styles from './tabs.module.css';

export interface TabItem {
  key: string;
  label: ReactNode;
  /** Makes the tab a link (route tabs); the route's `active` key marks it current. */
  href?: string;
  disabled?: boolean;
}

/** The width of a scroll hint (see ScrollRegion), kept clear beside a tab scrolled into view. */
const HINT_ROOM = 32;

export interface TabsProps {
  items: readonly TabItem[];
  /** Key of the current tab. */
  active: string;
  /** Called when a button tab is chosen (click or arrow keys). Link tabs navigate instead. */
  onChange?: (key: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** The current tab's content, rendered in its tabpanel. */
  children?: ReactNode;
  className?: string;
}

/**
 * A tablist (WAI-ARIA APG): one tab in the Tab order, arrows/Home/End move between tabs.
 * Button tabs activate as focus moves; link tabs only move focus, Enter follows the link.
 */
export function Tabs({ items, active, onChange, label, children, className }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLElement | null)[]>([]);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;
  const activeIndex = items.findIndex((item) => item.key === active);
  // With no current tab the first one still needs to be reachable by Tab.
  const focusableIndex = activeIndex >= 0 ? activeIndex : items.findIndex((item) => !item.disabled);

  // On a phone the current tab may sit past the strip's edge (the last settings tab): brought
  // into view, clear of the edge's hint, without scrolling the page itself.
  useEffect(() => {
    const tab = tabRefs.current[activeIndex];
    const strip = tab?.closest('[data-scroll-region]');
    if (!tab || !strip) return;
    const own = tab.getBoundingClientRect();
    const box = strip.getBoundingClientRect();
    if (own.right > box.right) strip.scrollLeft += own.right - box.right + HINT_ROOM;
    else if (own.left < box.left) strip.scrollLeft -= box.left - own.left + HINT_ROOM;
  }, [activeIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.map((item, index) => (item.disabled ? -1 : index)).filter((index) => index >= 0);
    const current = tabRefs.current.findIndex((el) => el === document.activeElement);
    const position = enabled.indexOf(current);
    if (position < 0 || enabled.length === 0) return;
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = enabled[(position + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(position - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (next === undefined) return;
    event.preventDefault();
    tabRefs.current[next]?.focus();
    const item = items[next];
    if (item && !item.href) onChange?.(item.key);
  };

  return (
    <div className={className}>
      {/* On a phone the tabs do not all fit: the strip scrolls, with a hint at the edge that hides
          some. The tabs are focusable, and focus scrolls the one it reaches into view. */}
      <ScrollRegion className={styles.strip} outerClassName={styles.stripOuter}>
        <div className={styles.list} role="tablist" aria-label={label} aria-orientation="horizontal" onKeyDown={onKeyDown}>
          {items.map((item, index) => {
            const selected = index === activeIndex;
            const common = {
              id: tabId(index),
              role: 'tab' as const,
              className: styles.tab,
              'aria-selected': selected,
              'aria-controls': selected && children !== undefined ? panelId : undefined,
              'aria-disabled': item.disabled || undefined,
              tabIndex: index === focusableIndex ? 0 : -1,
              ref: (el: HTMLElement | null) => {
                tabRefs.current[index] = el;
              },
            };
            if (item.href && !item.disabled) {
              return (
                <IntentLink key={item.key} href={item.href} {...common} aria-current={selected ? 'page' : undefined}>
                  {item.label}
                </IntentLink>
              );
            }
            return (
              <button
                key={item.key}
                type="button"
                {...common}
                onClick={() => {
                  if (!item.disabled && !selected) onChange?.(item.key);
                }}
              >
                {item.label}
              </button>
            );
          })}
        </div>
      </ScrollRegion>
      {children !== undefined && (
        <div
          id={panelId}
          className={styles.panel}
          role="tabpanel"
          aria-labelledby={activeIndex >= 0 ? tabId(activeIndex) : undefined}
          tabIndex={0}
        >
          {children}
        </div>
      )}
    </div>
  );
}
