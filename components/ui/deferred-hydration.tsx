'use client';

import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { HYDRATING } from '@/lib/ui/held-press-boot';
import { releaseHeld } from './held-input';
import { Loader } from './loader';
import { useIsClient } from './use-is-client';

/**
 * A screen part the server renders whole, whose code is not part of the page's first load: the
 * browser paints the server's HTML (its fields filled, see `serverRenderedRegister`), runs
 * the page's small first script, then fetches this part's chunk and hydrates it, React keeping
 * the server's markup in place meanwhile. Built for the cards and settings, whose forms
 * (react-hook-form, the fields, the pickers) were 175–197 kB of first-load JS on a phone.
 * Until then «Сохранить» says it cannot be used (see `SubmitButton`); what is typed meanwhile and
 * the last press inside the part are handed to it once it is hydrated (`held-input.ts`).
 *
 * Declare it at module level, one per screen part: `deferHydration(() => import('./x').then((m) => m.X))`.
 */
export function deferHydration<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  function DeferredPart(props: P) {
    return (
      <HeldUntilHydrated fallback={<PartLoading />}>
        <Part {...props} />
      </HeldUntilHydrated>
    );
  }
  return DeferredPart;
}

/**
 * A Suspense boundary whose server markup holds what is typed and pressed in it until React has
 * hydrated it (`held-input.ts`). A deferred part is one; so is a later section inside a card (the
 * sections under a product's fields), which React may send apart from a large page and hydrate
 * after the rest of the card: without its own mark, what was typed there meanwhile was lost.
 */
export function HeldUntilHydrated({ fallback = null, children }: { fallback?: React.ReactNode; children: React.ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (hydrated && box.current) releaseHeld(box.current);
  }, [hydrated]);
  return (
    // `display: contents`: a box that marks the part while its code is on the way, none for the layout.
    <div ref={box} style={{ display: 'contents' }} {...{ [HYDRATING]: hydrated ? undefined : '' }}>
      <Suspense fallback={fallback}>
        {children}
        <OnHydrated done={setHydrated} />
      </Suspense>
    </div>
  );
}

function OnHydrated({ done }: { done: (value: boolean) => void }) {
  useEffect(() => done(true), [done]);
  return null;
}

/**
 * Nothing in the server's HTML (the part itself follows in the same response); a spinner when the
 * screen is opened from another one and its chunk is still on the way.
 */
function PartLoading() {
  return useIsClient() ? <Loader /> : null;
}
