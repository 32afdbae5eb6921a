import type { Ref, RefCallback } from 'react';

/** One ref callback feeding several refs (e.g. react-hook-form's and the component's own). */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
