'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * A side-menu link that fetches its whole screen (data included) as soon as the user shows intent —
 * the pointer over it, keyboard focus, a finger down — so the click usually finds the next screen
 * already here. Not before intent: the menu has some twenty targets, and prefetching each screen's
 * data on every page load would cost the upstream twenty reads a page. A prefetched screen is kept
 * for `experimental.staleTimes.static` (next.config.js), so what a late click shows is that recent.
 */
export function MenuLink(props: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  const show = () => setIntent(true);
  return (
    <Link
      {...props}
      prefetch={intent}
      onPointerEnter={(event) => {
        show();
        props.onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        show();
        props.onFocus?.(event);
      }}
      onTouchStart={(event) => {
        show();
        props.onTouchStart?.(event);
      }}
    />
  );
}
