'use client';

import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { UnsavedGuard } from '@/components/ui/unsaved-guard';

type Report = (key: string, dirty: boolean) => void;

const DirtyContext = createContext<Report>(() => undefined);

/**
 * One unsaved-changes guard for a settings tab with several forms: each form reports whether
 * it holds unsaved input, and leaving asks once if any of them does.
 */
export function SettingsGuard({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback<Report>((key, isDirty) => {
    setDirty((current) => {
      if (current.has(key) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  return (
    <DirtyContext.Provider value={report}>
      {children}
      <UnsavedGuard dirty={dirty.size > 0} />
    </DirtyContext.Provider>
  );
}

/** Tells the tab's guard whether this form has unsaved input. */
export function useUnsavedReport(dirty: boolean) {
  const report = useContext(DirtyContext);
  const key = useId();
  useEffect(() => {
    report(key, dirty);
    return () => report(key, false);
  }, [report, key, dirty]);
}
