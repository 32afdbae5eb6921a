'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * A link that fetches its screen (data included) as soon as the user shows intent — the pointer
 * over it, keyboard focus, a finger down — so the click usually finds the next screen already
 * here. Not before intent, unlike next/link's default, which prefetches every link that scrolls
 * into view: the side menu has some twenty targets and a list a record link per row, and
 * prefetching each of those screens with its data on every page load cost the upstream a read per
 * link and a phone's CPU the decoding of every answer while the page was still hydrating. A
 * prefetched screen is kept for `experimental.staleTimes.static` (next.config.js), so what a
 * late click shows is that recent. The screen's code comes with it: the prefetched payload names
 * the screen's client modules, and React starts loading them as it reads it.
 */
export function IntentLink(props: ComponentProps<typeof Link>) {
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
