'use client';

import { Button } from '@/components/ui/button';

/** Opens the browser's print dialog; the page prints without it too (Ctrl+P). */
export function PrintButton() {
  return <Button onClick={() => window.print()}>Напечатать</Button>;
}
