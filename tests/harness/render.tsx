/**
 * `renderScreen(ui, { path, search })`: a screen or widget under the providers the app wraps
 * every screen in (toasts, an SWR cache of its own), at the given URL of the shared
 * next/navigation mock. Returns Testing Library's result, a `user` (userEvent.setup()) and the
 * navigation mock for assertions on the router.
 */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { ToastProvider } from '@/components/ui/toast';
import { mockNavigation } from './navigation';

export interface RenderScreenOptions extends Omit<RenderOptions, 'queries'> {
  /** The pathname the screen is rendered at; without it the URL the test set stays. */
  path?: string;
  /** The query string, without '?'; only with `path`. */
  search?: string;
}

// A new cache per render: one test's SWR data must not answer the next test's first read.
const swrConfig = { provider: () => new Map() };

function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      <ToastProvider>{children}</ToastProvider>
    </SWRConfig>
  );
}

export function renderScreen(ui: ReactElement, { path, search, wrapper: Inner, ...options }: RenderScreenOptions = {}) {
  if (path !== undefined) mockNavigation.reset(path, search);
  const user = userEvent.setup();
  const wrapper = Inner
    ? ({ children }: { children: ReactNode }) => (
        <AppProviders>
          <Inner>{children}</Inner>
        </AppProviders>
      )
    : AppProviders;
  return { ...render(ui, { ...options, wrapper }), user, navigation: mockNavigation };
}
