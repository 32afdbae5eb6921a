import 'server-only';
import type { VitalsReport } from '../../vitals/report';
import { metrics, routeTemplate } from './metrics';

/** Into the histograms: LCP, INP and TTFB in seconds, CLS as it is; labelled by the page's route template. */
export function recordVitals(report: VitalsReport): void {
  // A page's path takes the proxy's template rule: `/orders/15` → `/orders/{id}`, bounded in number.
  const route = routeTemplate(report.path);
  for (const { name, value } of report.metrics) {
    if (name === 'CLS') metrics().webVitalsShift.observe({ route }, value);
    else metrics().webVitals.observe({ metric: name, route }, value / 1000);
  }
}
