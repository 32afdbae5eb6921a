'use client';

import { useEffect } from 'react';

/**
 * Field data: on a sampled share of page loads (`rate`, from the server's WEB_VITALS_SAMPLE) the
 * page's web vitals are measured and sent to `/metrics` (lib/vitals/measure.ts). That code and
 * the web-vitals library load only on a sampled load, after the page's own: the first-load
 * script carries just this switch.
 */
export function WebVitalsReporter({ rate }: { rate: number }) {
  useEffect(() => {
    if (rate <= 0 || Math.random() >= rate) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import('@/lib/vitals/measure').then(({ measureVitals }) => {
      if (!left) stop = measureVitals();
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [rate]);
  return null;
}
