'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useIsClient } from '@/components/ui/use-is-client';
import { LineIcon } from '@/components/ui/line-icon';
import type { SectionSummary } from '@/lib/company/types';
import type { PaletteRole } from './palette-search';
import styles from './command-palette-launcher.module.css';

// The palette and its searches load on first open only: the dashboard routes' bundles stay
// within their budget (npm run check:bundles).
const CommandPalette = dynamic(() => import('./command-palette'), { ssr: false });

/** The list screen's search box (components/list/filter-bar), which `/` focuses. */
const LIST_SEARCH = 'main form[role="search"] input[type="search"]';

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
}

/** Another popup is open: the shortcuts leave it alone. */
const modalOpen = () => document.querySelector('[aria-modal="true"]') !== null;

/**
 * The header's search button and the shortcuts: ⌘K / Ctrl+K opens the palette anywhere, `/`
 * (outside text fields) focuses the list screen's search.
 */
export function CommandPaletteLauncher({ role, sections }: { role: PaletteRole; sections?: readonly SectionSummary[] }) {
  const [open, setOpen] = useState(false);
  const isClient = useIsClient();
  const mac = isClient && /Mac|iPhone|iPad/.test(navigator.platform);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return;
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k' && !event.shiftKey) {
        if (modalOpen()) return;
        event.preventDefault();
        setOpen(true);
      } else if (event.key === '/' && !event.metaKey && !event.ctrlKey && !isTextField(event.target) && !modalOpen()) {
        const input = document.querySelector<HTMLInputElement>(LIST_SEARCH);
        if (!input) return;
        event.preventDefault();
        input.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
      >
        <LineIcon name="search" size={18} />
        <span className={styles.text}>Поиск</span>
        <kbd className={styles.kbd} aria-hidden="true">
          {mac ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
      {open && <CommandPalette role={role} sections={sections} onClose={() => setOpen(false)} />}
    </>
  );
}
