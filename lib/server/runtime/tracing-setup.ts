import 'server-only';
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace';
import { setTracingHandle, tracingEnabled } from './tracing';

/**
 * The OpenTelemetry SDK, loaded by instrumentation.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is
 * set. Spans go as OTLP/HTTP JSON to `${OTEL_EXPORTER_OTLP_ENDPOINT}/v1/traces` (the exporter
 * reads the standard OTEL_EXPORTER_OTLP_* variables itself: per-signal endpoint, headers,
 * timeout). Next's own spans (one per request, render, route handler) use the same provider.
 */

const DEFAULT_SCHEDULE_DELAY_MS = 5_000;

function scheduleDelayMs(): number {
  const value = Number(process.env.OTEL_BSP_SCHEDULE_DELAY);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_SCHEDULE_DELAY_MS;
}

/** `processor` replaces the OTLP export (tests collect spans in memory). */
export function startTracing(processor?: SpanProcessor): void {
  if (tracingEnabled()) return;
  const provider = new TracerProvider({
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES override the default name.
    resource: resourceFromAttributes({ 'service.name': 'merchant-backoffice' }).merge(detectResources({ detectors: [envDetector] })),
    spanProcessors: [processor ?? new BatchSpanProcessor({ exporter: new OTLPTraceExporter(), scheduledDelayMillis: scheduleDelayMs() })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  // Trace context only: baggage could carry whatever a client put in it on to the upstream.
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  setTracingHandle({ shutdown: () => provider.shutdown() });
}
