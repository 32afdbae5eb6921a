import { useEffect, useRef } from 'react';

/**
 * Hands the form's current values to `save` when the step is left (Back, the progress bar),
 * so nothing typed is lost when the user comes back.
 */
export function useDraft<V>(getValues: () => V, save: ((values: V) => void) | undefined) {
  const latest = useRef({ getValues, save });
  useEffect(() => {
    latest.current = { getValues, save };
  });
  useEffect(
    () => () => {
      latest.current.save?.(latest.current.getValues());
    },
    [],
  );
}
