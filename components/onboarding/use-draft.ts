import { useEffect, useRef, useState } from 'react';

/**
 * Hands the form's current values to `save` when the step is left (Back, the progress bar) and
 * when the page itself goes (a reload, closing the tab), so nothing typed is lost when the user
 * comes back.
 */
export function useDraft<V>(getValues: () => V, save: ((values: V) => void) | undefined) {
  // Untouched values are no draft: handing them over would put the defaults over a restored draft.
  const [initial] = useState(() => JSON.stringify(getValues()));
  const latest = useRef({ getValues, save });
  useEffect(() => {
    latest.current = { getValues, save };
  });
  useEffect(() => {
    const handOver = () => {
      const values = latest.current.getValues();
      if (JSON.stringify(values) !== initial) latest.current.save?.(values);
    };
    window.addEventListener('pagehide', handOver);
    return () => {
      window.removeEventListener('pagehide', handOver);
      handOver();
    };
  }, [initial]);
}
