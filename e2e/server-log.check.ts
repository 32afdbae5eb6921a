import { readFileSync, existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E } from './env';
import { APP_LOG, notJsonLines } from './server-log';

/**
 * Runs after every other spec (the "server log" project depends on them, playwright.config.ts):
 * the app server's whole output during the suite is one JSON object per line, and /metrics
 * answers this machine with what the suite did.
 */

test('every line the app server printed during the run is one JSON object', async () => {
  expect(existsSync(APP_LOG), `${APP_LOG} is missing: was the server started by this run (not reused)?`).toBe(true);
  const log = readFileSync(APP_LOG, 'utf8');
  // The suite made proxied calls: their access lines are there.
  expect(log).toContain('"event":"proxy"');
  expect(notJsonLines(log)).toEqual([]);
  // Nothing secret reached it.
  expect(log).not.toMatch(/Fe26\.2\*|Bearer [A-Za-z0-9]/);
});

test('/metrics answers a scraper on this machine with the suite\'s calls, ids never in a label', async ({ request }) => {
  const response = await request.get(`${E2E.appUrl}/metrics`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  expect(response.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  const text = await response.text();
  expect(text).toMatch(/^bo_proxy_request_duration_seconds_count\{method="GET",route="\/chief\/[a-z/{}-]+",status="200"\} [1-9]/m);
  expect(text).toMatch(/^bo_upstream_request_duration_seconds_count\{status_class="2xx"\} [1-9]/m);
  expect(text).not.toMatch(/route="[^"]*\/\d+(\/|")/);
});
