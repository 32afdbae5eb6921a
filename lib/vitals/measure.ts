import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import { VITALS_PATH, type VitalName, type VitalsReport } from './report';

/**
 * Measures this page load's LCP, INP, CLS and TTFB and sends them once, as the page is hidden or
 * left (a beacon survives the unload), to the BFF's histograms. web-vitals measures the load of
 * the document, so the report names the path it was loaded at. Loaded only on a sampled page
 * load (components/layout/web-vitals-reporter.tsx); returns how to stop.
 */
export function measureVitals(): () => void {
  const path = window.location.pathname;
  const measured = new Map<VitalName, number>();
  const keep = ({ name, value }: { name: VitalName; value: number }) => void measured.set(name, value);
  // Registered before the listener below: each reports its final value as the page hides, then the beacon goes.
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onTTFB(keep);
  const onHidden = () => {
    if (document.visibilityState !== 'hidden' || measured.size === 0) return;
    const report: VitalsReport = { path, metrics: [...measured].map(([name, value]) => ({ name, value })) };
    measured.clear();
    navigator.sendBeacon(VITALS_PATH, new Blob([JSON.stringify(report)], { type: 'application/json' }));
  };
  document.addEventListener('visibilitychange', onHidden);
  return () => document.removeEventListener('visibilitychange', onHidden);
}
