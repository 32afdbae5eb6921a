'use client';

import { useEffect } from 'react';
import { useHashScroll } from '@/components/layout/use-hash-scroll';
import type { SearchEntry } from '@/lib/docs/search';
import { copyBehaviour } from './behaviour/copy';
import { headingsBehaviour, markCurrentHeading } from './behaviour/headings';
import { menuBehaviour } from './behaviour/menu';
import { searchBehaviour } from './behaviour/search';
import type { Stops } from './behaviour/listen';

/**
 * The docs' only client module: it renders nothing and wires the behaviour onto the server
 * markup of the shell, the search box, the code blocks and the anchor list. Plain DOM code
 * instead of client components keeps the docs' JavaScript to a couple of kB on top of Next's
 * runtime (the docs budget in scripts/check-bundles.mjs).
 */
export function DocsScript({ searchIndex }: { searchIndex: SearchEntry[] }) {
  // In-page links scroll smoothly (and mark their heading in the anchor list), as in the back office.
  useHashScroll(markCurrentHeading);

  useEffect(() => {
    const stops: Stops = [];
    const shell = document.querySelector<HTMLElement>('[data-docs-shell]');
    const search = document.querySelector<HTMLElement>('[data-docs-search]');
    copyBehaviour(stops);
    headingsBehaviour(stops);
    if (shell) menuBehaviour(shell, stops);
    if (search) searchBehaviour(search, searchIndex, stops);
    return () => stops.forEach((stop) => stop());
  }, [searchIndex]);

  return null;
}
