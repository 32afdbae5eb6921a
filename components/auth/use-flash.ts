import { useCallback, useEffect, useState } from 'react';

/** A flag that turns itself off `durationMs` after each `show()` (e.g. a 5 s notice, §9). */
export function useFlash(durationMs: number, initiallyShown = false) {
  const [shown, setShown] = useState(initiallyShown);
  // Bumped by every show() so a second show() restarts the timer.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!shown) return;
    const id = setTimeout(() => setShown(false), durationMs);
    return () => clearTimeout(id);
  }, [shown, generation, durationMs]);

  const show = useCallback(() => {
    setShown(true);
    setGeneration((g) => g + 1);
  }, []);

  return [shown, show] as const;
}
