import { useEffect } from 'react';

/** §9 "Hash scroll delay". */
export const HASH_SCROLL_DELAY_MS = 100;

/**
 * §2: a hash target scrolls smoothly after 100 ms — on arrival with a hash, on hash changes,
 * and on clicks of in-page links (the anchor list and the headings' deep links), which are
 * taken over so the jump is smooth instead of instant.
 */
export function useHashScroll(onTarget?: (id: string) => void): void {
  useEffect(() => {
    let timer: number | undefined;

    const scrollToHash = (hash: string) => {
      window.clearTimeout(timer);
      const id = decodeURIComponent(hash.replace(/^#/, ''));
      if (!id) return;
      timer = window.setTimeout(() => {
        const target = document.getElementById(id);
        if (!target) return;
        const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
        // Keyboard reading continues from the section jumped to.
        target.focus({ preventScroll: true });
      }, HASH_SCROLL_DELAY_MS);
    };

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
      const hash = link?.getAttribute('href');
      if (!hash || hash === '#') return;
      event.preventDefault();
      // Next.js keeps its router state in history.state; a hash entry must carry it along.
      if (window.location.hash !== hash) window.history.pushState(window.history.state, '', hash);
      onTarget?.(decodeURIComponent(hash.slice(1)));
      scrollToHash(hash);
    };
    const onHashChange = () => scrollToHash(window.location.hash);

    scrollToHash(window.location.hash);
    document.addEventListener('click', onClick);
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('click', onClick);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [onTarget]);
}
