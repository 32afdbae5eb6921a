/**
 * `renderScreen(ui, { path, search })`: a screen or widget under the providers the app wraps
 * every screen in (toasts, an SWR cache of its own), at the given URL of the shared
 * next/navigation mock. Returns Testing Library's result, a `user` (userEvent.setup()) and the
 * navigation mock for assertions on the router.
 */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
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
  const wrapper = Inner
    ? ({ children }: { children: ReactNode }) => (
        <AppProviders>
          <Inner>{children}</Inner>
        </AppProviders>
      )
    : AppProviders;
  const result = render(ui, { ...options, wrapper });
  let user: UserEvent | undefined;
  return {
    ...result,
    navigation: mockNavigation,
    // Made on first use: userEvent.setup() puts its own clipboard in place, which would replace
    // a clipboard stub the test installed before rendering.
    get user(): UserEvent {
      user ??= userEvent.setup();
      return user;
    },
  };
}
