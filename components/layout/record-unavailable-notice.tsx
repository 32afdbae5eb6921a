'use client';

import { useEffect, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { Notice } from '@/components/ui/notice';
import { RECORD_UNAVAILABLE_PARAM, RECORD_UNAVAILABLE_TEXT } from '@/lib/record-unavailable';

/**
 * Says «Запись не найдена или недоступна» on the page an item screen went back to (see
 * lib/record-unavailable.ts), then drops the flag from the address so a reload or a copied link
 * does not repeat it. The notice stays until the user leaves that page.
 */
export function RecordUnavailableNotice() {
  const params = useSearchParams();
  const pathname = usePathname();
  const flagged = params.get(RECORD_UNAVAILABLE_PARAM) !== null;
  const [shownOn, setShownOn] = useState<string | null>(null);
  if (flagged && shownOn !== pathname) setShownOn(pathname);

  useEffect(() => {
    if (!flagged) return;
    const url = new URL(window.location.href);
    url.searchParams.delete(RECORD_UNAVAILABLE_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [flagged]);

  if (shownOn === null || shownOn !== pathname) return null;
  return <Notice tone="info">{RECORD_UNAVAILABLE_TEXT}</Notice>;
}
