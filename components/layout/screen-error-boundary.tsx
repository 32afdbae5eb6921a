'use client';

import { unstable_rethrow, useRouter } from 'next/navigation';
import { Component, startTransition, type ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state';

interface BoundaryProps {
  /** The screen's address: moving to another screen leaves an error behind. */
  pathname: string;
  /** Loads the screen's server data again (the router's refresh). */
  refresh: () => void;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  pathname: string;
}

/**
 * What a segment's `error.tsx` did, inside the frame's own code. Next loads an `error.tsx` as a
 * chunk of its own that the page's HTML does not name, and React cannot hydrate the screen under
 * it until that chunk has come: on a phone over 4G (a request's 560 ms latency) the screen became
 * usable a round trip after its page's scripts (docs/performance.md, "Pages"). Next's own errors
 * (notFound, redirect) pass through to their boundaries, as they did past `error.tsx`.
 */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    unstable_rethrow(error);
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.pathname === state.pathname) return null;
    return { failed: false, pathname: props.pathname };
  }

  retry = () => {
    // The failure may be in the server's data: load it again, then render the screen anew.
    startTransition(() => {
      this.props.refresh();
      this.setState({ failed: false });
    });
  };

  render() {
    // Production hides server error texts from the browser, so this says what the user can do.
    return this.state.failed ? <ErrorState onRetry={this.retry} /> : this.props.children;
  }
}

/** A screen that fails to render shows «Не удалось загрузить страницу» with «Повторить» inside the frame, the menu kept. */
export function ScreenErrorBoundary({ pathname, children }: { pathname: string; children: ReactNode }) {
  const router = useRouter();
  return (
    <Boundary pathname={pathname} refresh={router.refresh}>
      {children}
    </Boundary>
  );
}
