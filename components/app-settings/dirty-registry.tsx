'use client';

import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { UnsavedGuard } from '@/components/ui/unsaved-guard';

type Report = (key: string, dirty: boolean) => void;
const DirtyContext = createContext<Report | null>(null);

/** One unsaved-changes guard for a screen of several forms: any dirty form holds navigation back. */
export function DirtyRegistry({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const report = useCallback<Report>(
    (key, value) => setDirty((current) => (current[key] === value ? current : { ...current, [key]: value })),
    [],
  );
  const anyDirty = useMemo(() => Object.values(dirty).some(Boolean), [dirty]);
  return (
    <DirtyContext value={report}>
      {children}
      <UnsavedGuard dirty={anyDirty} />
    </DirtyContext>
  );
}

/** Tells the screen's guard whether this form has unsaved changes (nothing outside a registry). */
export function useReportDirty(key: string, dirty: boolean) {
  const report = use(DirtyContext);
  useEffect(() => {
    report?.(key, dirty);
  }, [report, key, dirty]);
  useEffect(() => () => report?.(key, false), [report, key]);
}
