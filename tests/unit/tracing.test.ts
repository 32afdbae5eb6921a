/** @jest-environment node */
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { handleProxy } from '@/lib/server/proxy/handle-proxy';
import { shutdownTracing, tracingEnabled, withProxySpan } from '@/lib/server/runtime/tracing';
import { startTracing } from '@/lib/server/runtime/tracing-setup';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { browserRequest, cookieFor, makeSession, useUpstream } from '../helpers/proxy-env';

/**
 * The spans of a proxied call, collected in memory through the same SDK set-up the server uses
 * (the e2e spec e2e/standalone.spec.ts checks the OTLP export itself).
 */

type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;

let upstream: Upstream;
const exporter = new InMemorySpanExporter();
const proxy = withProxySpan(handleProxy);
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

beforeAll(async () => {
  upstream = await startFakeUpstream((req, res) => {
    if (req.url.startsWith('/dashboard/v1/chief/broken')) return sendJson(res, 503, { error: 'Упал', data: {} });
    sendJson(res, 200, { data: { id: 42 } });
  });
});

afterAll(async () => {
  await shutdownTracing();
  await upstream.close();
});

beforeEach(() => {
  useUpstream(upstream.url);
  upstream.seen.length = 0;
  exporter.reset();
});

const byKind = (spans: ReadableSpan[], kind: SpanKind) => spans.filter((span) => span.kind === kind);

describe('without tracing (no OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('sends no traceparent upstream and records nothing', async () => {
    expect(tracingEnabled()).toBe(false);
    const cookie = await cookieFor(makeSession({ accessToken: 'token-good' }));
    const response = await proxy(browserRequest('/dashboard/v1/chief/market/orders/42', { cookie }));
    expect(response.status).toBe(200);
    expect(upstream.seen[0]!.headers.traceparent).toBeUndefined();
    expect(exporter.getFinishedSpans()).toEqual([]);
  });
});

describe('with tracing', () => {
  beforeAll(() => startTracing(new SimpleSpanProcessor({ exporter })));

  it('records a span for the proxied call and a child span for the upstream request, whose id travels upstream', async () => {
    const cookie = await cookieFor(makeSession({ accessToken: 'token-good' }));
    const response = await proxy(browserRequest('/dashboard/v1/chief/market/orders/42?search=anna@demo.ru', { cookie }));
    expect(response.status).toBe(200);

    const spans = exporter.getFinishedSpans();
    const [call] = byKind(spans, SpanKind.INTERNAL);
    const [client] = byKind(spans, SpanKind.CLIENT);
    expect(spans).toHaveLength(2);
    expect(call!.name).toBe('proxy GET /dashboard/v1/chief/market/orders/:id');
    expect(call!.attributes).toEqual({
      'http.request.method': 'GET',
      'url.path': '/dashboard/v1/chief/market/orders/:id',
      'http.response.status_code': 200,
    });
    expect(client!.name).toBe('upstream GET /dashboard/v1/chief/market/orders/:id');
    expect(client!.attributes).toMatchObject({ 'http.request.method': 'GET', 'server.address': '127.0.0.1', 'http.response.status_code': 200 });
    // One trace, the upstream request a child of the proxied call.
    expect(client!.spanContext().traceId).toBe(call!.spanContext().traceId);
    expect(client!.parentSpanContext?.spanId).toBe(call!.spanContext().spanId);

    // W3C trace context upstream: this trace, the client span as the parent.
    const header = upstream.seen[0]!.headers.traceparent as string;
    const [, traceId, parentId] = TRACEPARENT.exec(header) ?? [];
    expect(traceId).toBe(client!.spanContext().traceId);
    expect(parentId).toBe(client!.spanContext().spanId);

    // Neither the query (an e-mail here) nor the token is in any span.
    const everything = JSON.stringify(spans.map((span) => [span.name, span.attributes, span.status]));
    expect(everything).not.toContain('anna');
    expect(everything).not.toContain('token-good');
  });

  it('each proxied call is its own trace', async () => {
    const cookie = await cookieFor(makeSession({ accessToken: 'token-good' }));
    await proxy(browserRequest('/dashboard/v1/chief/market/orders/1', { cookie }));
    await proxy(browserRequest('/dashboard/v1/chief/market/orders/2', { cookie }));
    const headers = upstream.seen.map((seen) => TRACEPARENT.exec(seen.headers.traceparent as string)?.[1]);
    expect(headers).toHaveLength(2);
    expect(headers[0]).toBeTruthy();
    expect(headers[0]).not.toBe(headers[1]);
  });

  it('marks a failed upstream answer and an unreachable upstream as errors', async () => {
    const cookie = await cookieFor(makeSession({ accessToken: 'token-good' }));
    expect((await proxy(browserRequest('/dashboard/v1/chief/broken', { cookie }))).status).toBe(503);
    let [call, client] = [byKind(exporter.getFinishedSpans(), SpanKind.INTERNAL)[0], byKind(exporter.getFinishedSpans(), SpanKind.CLIENT)[0]];
    expect(client!.attributes['http.response.status_code']).toBe(503);
    expect(client!.status.code).toBe(SpanStatusCode.ERROR);
    expect(call!.status.code).toBe(SpanStatusCode.ERROR);

    exporter.reset();
    useUpstream('http://127.0.0.1:9');
    expect((await proxy(browserRequest('/dashboard/v1/chief/market/orders/1', { cookie }))).status).toBe(502);
    [call, client] = [byKind(exporter.getFinishedSpans(), SpanKind.INTERNAL)[0], byKind(exporter.getFinishedSpans(), SpanKind.CLIENT)[0]];
    expect(client!.status.code).toBe(SpanStatusCode.ERROR);
    expect(client!.attributes['error.type']).toBe('ECONNREFUSED');
    expect(call!.attributes['http.response.status_code']).toBe(502);
  });
});
