import 'server-only';
import type { LiveEvent } from '../../live/events';

/**
 * Server-sent events framing and one connection's bounded queue. The framing follows the
 * WHATWG "server-sent events" format: fields `id`, `event`, `data`, `retry`, a blank line ends
 * an event, a line starting with ':' is a comment (used as the heartbeat).
 */

const encoder = new TextEncoder();

/** One event: `id:`, `event:`, then `data:` (JSON has no raw newline, but each line is prefixed anyway). */
export function frameEvent(event: Pick<LiveEvent, 'id' | 'type' | 'data'>): string {
  const data = JSON.stringify(event.data ?? null)
    .split('\n')
    .map((line) => `data: ${line}`)
    .join('\n');
  return `id: ${oneLine(event.id)}\nevent: ${oneLine(event.type)}\n${data}\n\n`;
}

/** An event without an id: the browser keeps the last id it saw, so replay is unaffected. */
export function frameControl(type: string, data: unknown = {}): string {
  return `event: ${oneLine(type)}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function frameRetry(ms: number): string {
  return `retry: ${Math.max(0, Math.round(ms))}\n\n`;
}

export function frameComment(text: string): string {
  return `: ${oneLine(text)}\n\n`;
}

function oneLine(text: string): string {
  return text.replace(/[\r\n]/g, ' ');
}

export interface SseConnectionOptions {
  /** Chunks waiting for a client that does not read; one more and the client is dropped. */
  maxQueued: number;
  heartbeatMs: number;
  /** Called once, however the connection ended (client gone, dropped, closed by the server). */
  onClose: (reason: 'client' | 'slow' | 'server') => void;
}

/**
 * One open stream. Writes are chunks in a ReadableStream whose queue counts chunks: Next pulls
 * from it only as fast as the socket drains, so `desiredSize` tells how far behind the client
 * is. A client that falls `maxQueued` chunks behind is dropped (it reconnects and replays from
 * its last event id) rather than buffered without limit.
 */
export class SseConnection {
  readonly stream: ReadableStream<Uint8Array>;
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private closed = false;

  constructor(private readonly options: SseConnectionOptions) {
    this.stream = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.controller = controller;
        },
        cancel: () => this.finish('client'),
      },
      new CountQueuingStrategy({ highWaterMark: options.maxQueued }),
    );
    this.heartbeat = setInterval(() => this.write(frameComment('heartbeat')), options.heartbeatMs);
    this.heartbeat.unref?.();
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  /** Chunks queued and not yet taken by the client. */
  get queued(): number {
    return this.options.maxQueued - (this.controller.desiredSize ?? 0);
  }

  /** Queues a chunk; false (and the connection dropped) when the client is too far behind. */
  write(chunk: string): boolean {
    if (this.closed) return false;
    if ((this.controller.desiredSize ?? 0) <= 0) {
      this.finish('slow');
      return false;
    }
    this.controller.enqueue(encoder.encode(chunk));
    return true;
  }

  /** Ends the stream from the server's side (shutdown, session refused). */
  close(finalChunk?: string): void {
    if (this.closed) return;
    if (finalChunk && (this.controller.desiredSize ?? 0) > 0) this.controller.enqueue(encoder.encode(finalChunk));
    this.finish('server');
  }

  private finish(reason: 'client' | 'slow' | 'server'): void {
    if (this.closed) return;
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    if (reason !== 'client') {
      try {
        // A dropped client's queue is discarded at once; a server close lets the queue drain.
        if (reason === 'slow') this.controller.error(new Error('client too slow'));
        else this.controller.close();
      } catch {
        // Already closed by the reader.
      }
    }
    this.options.onClose(reason);
  }
}
