'use client';

import dynamic from 'next/dynamic';
import type { ConfirmPopupProps } from './confirm-popup';
import { useOpenedOnce } from './use-opened-once';

const LoadedConfirmPopup = dynamic(() => import('./confirm-popup').then((m) => m.ConfirmPopup), { ssr: false });

/**
 * ConfirmPopup whose code (and the popup's: focus trap, portal, scroll lock) loads the first time
 * it opens. Every delete button and every guarded form rendered one closed, so each card carried
 * the dialog in its first-load JS and hydrated it for nothing.
 */
export function LazyConfirmPopup(props: ConfirmPopupProps) {
  return useOpenedOnce(props.open) ? <LoadedConfirmPopup {...props} /> : null;
}
