'use client';

import { ErrorState } from '@/components/ui/error-state';

/** Production hides server error texts from the browser, so this says what the user can do. */
export default function PageError({ reset }: { error: Error; reset: () => void }) {
  return <ErrorState onRetry={reset} />;
}
