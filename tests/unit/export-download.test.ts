/** @jest-environment node */
import { ApiError } from '@/lib/api/api-error';
import { EXPORT_BROKEN, fetchExport, type ExportProgress } from '@/lib/lists/export-download';

const encoder = new TextEncoder();

/** A CSV response whose body sends `parts` and then ends, or breaks off when `fail` is set. */
function csvResponse(parts: string[], { fail = false, total = '3' } = {}): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      if (fail) controller.error(new TypeError('terminated'));
      else controller.close();
    },
  });
  return new Response(body, {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="orders-2026-11-24.csv"', 'x-export-total': total },
  });
}

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

describe('fetchExport', () => {
  it('counts rows by CRLF as they arrive (a line break inside a cell is not a row) and names the file', async () => {
    const calls: string[] = [];
    global.fetch = jest.fn(async (url: RequestInfo | URL) => {
      calls.push(String(url));
      // A row end split between two chunks still counts once.
      return csvResponse(['\uFEFFА;Б\r', '\n1;"два\nстроки"\r\n2;x\r\n', '3;y\r\n']);
    }) as typeof fetch;
    const progress: ExportProgress[] = [];
    const file = await fetchExport('orders', '?status=1', { onProgress: (p) => progress.push(p) });
    expect(calls).toEqual(['/dashboard/export/orders?status=1']);
    expect(file.rows).toBe(3);
    expect(file.fileName).toBe('orders-2026-11-24.csv');
    expect(progress.at(-1)).toEqual({ rows: 3, total: 3 });
    expect(new Uint8Array(await file.blob.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('a download that breaks off is a Russian error', async () => {
    global.fetch = jest.fn(async () => csvResponse(['\uFEFFА;Б\r\n1;2\r\n'], { fail: true })) as typeof fetch;
    await expect(fetchExport('orders', '')).rejects.toEqual(new ApiError(502, EXPORT_BROKEN, null));
  });

  it("an error answer brings the server's message", async () => {
    global.fetch = jest.fn(async () => Response.json({ error: 'База данных недоступна', data: {} }, { status: 500 })) as typeof fetch;
    await expect(fetchExport('orders', '')).rejects.toMatchObject({ status: 500, error: 'База данных недоступна' });
  });
});
