'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ListSkeleton } from '@/components/list/list-skeleton';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { LineIcon } from '@/components/ui/line-icon';
import { HashScroll } from './hash-scroll';
import { NOTEBOOK_WIDTH, persistMenuOpen } from './menu-state';
import { PendingNavigationContext } from './pending-navigation';
import { ScreenErrorBoundary } from './screen-error-boundary';
import styles from './main-layout.module.css';

interface ShellProps {
  /** Wide-screen open state from the cookie. */
  initialOpen: boolean;
  brand: React.ReactNode;
  menu: React.ReactNode;
  header: React.ReactNode;
  children: React.ReactNode;
  floating?: React.ReactNode;
}

const NARROW_QUERY = `(max-width: ${NOTEBOOK_WIDTH - 0.02}px)`;

/**
 * The collapsible frame of the Main layout. On wide screens the menu sits beside the content
 * and its state persists; below 1366 px it is a drawer, closed on outside click, Escape, a change
 * of the window's width and after navigating, so the server render never flashes an open drawer.
 */
export function Shell({ initialOpen, brand, menu, header, children, floating }: ShellProps) {
  const [wideOpen, setWideOpen] = useState(initialOpen);
  const narrow = useMediaQuery(NARROW_QUERY);
  const pathname = usePathname();
  // The drawer belongs to the page it was opened on: navigating closes it without an effect.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  // Adjusted during render (React's pattern for state derived from a changing input), so a
  // window that widens and narrows again does not bring the drawer back.
  if (!narrow && drawerPath !== null) setDrawerPath(null);
  const drawerOpen = narrow && drawerPath === pathname;
  const closeDrawer = useCallback(() => setDrawerPath(null), []);
  // A side-menu navigation in flight: from which screen, to which path. The skeleton shows while
  // the old screen is still the current one, and goes away with it (or when the click led to
  // the screen already shown).
  const [pending, setPending] = useState<{ from: string; to: string } | null>(null);
  if (pending !== null && pending.from !== pathname) setPending(null);
  const navigating = pending !== null && pending.from === pathname && pending.to !== pathname;
  const startPending = useCallback((to: string) => setPending({ from: pathname, to }), [pathname]);
  // Back or Forward during the wait replaces that navigation, possibly with the same path.
  useEffect(() => {
    const onPopState = () => setPending(null);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const asideRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const toggle = () => {
    if (narrow) {
      setDrawerPath(drawerOpen ? null : pathname);
      return;
    }
    setWideOpen((open) => {
      persistMenuOpen(!open);
      return !open;
    });
  };

  useEffect(() => {
    if (!drawerOpen) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (asideRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      // Popups, their dropdowns and toasts opened from the menu are not "outside".
      if ((target as Element).closest?.('[role="dialog"], [data-portal-root], [data-sonner-toaster]')) return;
      closeDrawer();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeDrawer();
    };
    // §4: a resize closes the drawer. Only a change of width: a phone's height changes as its
    // address bar slides away or its keyboard opens for the menu's own fields.
    const openedAtWidth = window.innerWidth;
    const onResize = () => {
      if (window.innerWidth !== openedAtWidth) closeDrawer();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
    };
  }, [drawerOpen, closeDrawer]);

  return (
    <div className={styles.shell} data-wide-open={wideOpen || undefined} data-drawer-open={drawerOpen || undefined}>
      {/* The first Tab stop: past the menu and the header (about twenty stops) to the screen itself. */}
      <a href="#content" className={styles.skipLink}>
        Перейти к содержимому
      </a>
      <aside id="side-menu" ref={asideRef} className={styles.sidebar}>
        {brand}
        <PendingNavigationContext value={startPending}>
          <nav aria-label="Главное меню">{menu}</nav>
        </PendingNavigationContext>
      </aside>
      <div className={styles.body}>
        <header className={styles.header}>
          <button
            ref={toggleRef}
            type="button"
            className={styles.menuToggle}
            aria-controls="side-menu"
            aria-expanded={narrow ? drawerOpen : wideOpen}
            aria-label="Меню"
            onClick={toggle}
          >
            <LineIcon name="burger" size={22} />
          </button>
          {header}
        </header>
        <main id="content" tabIndex={-1} className={styles.content}>
          {navigating && <ListSkeleton label="Загрузка…" />}
          {/* Kept mounted while hidden: a navigation that does not happen leaves the screen as it was. */}
          <div hidden={navigating} className={styles.page}>
            <ScreenErrorBoundary pathname={pathname}>{children}</ScreenErrorBoundary>
          </div>
        </main>
      </div>
      {floating}
      <HashScroll />
    </div>
  );
}
