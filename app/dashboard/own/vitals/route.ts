import { recordVitals } from '@/lib/server/runtime/web-vitals';
import { readVitalsReport } from '@/lib/vitals/report';
import { fail, ownRoute } from '@/lib/server/store/own-route';

/**
 * A sampled page load's web vitals (lib/vitals/report.ts), sent by the browser as the page goes
 * (components/layout/web-vitals-reporter.tsx), into the `/metrics` histograms. Signed-in pages
 * only, same origin; 204, nothing to read back.
 */
export const POST = ownRoute('any', async ({ body }) => {
  const report = readVitalsReport(body);
  if (!report) return fail(400, 'Некорректный отчёт о скорости страницы');
  recordVitals(report);
  return new Response(null, { status: 204 });
});
