/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, HttpResponse } from 'msw';
import { serveHandlers } from '@/mocks/serve-handlers';
import { allowConsole } from '../helpers/console-guard';

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer(
    serveHandlers([
      // Relative paths match the server's own origin, as the demo upstream's handlers are written.
      http.post('/echo', async ({ request }) => {
        const form = request.headers.get('content-type')?.startsWith('multipart/') ? await request.formData() : null;
        return HttpResponse.json({ text: form ? null : await request.text(), field: form?.get('name') ?? null, file: (form?.get('file') as File | null)?.size ?? null });
      }),
      http.get('/cookies', () => {
        const headers = new Headers();
        headers.append('set-cookie', 'a=1; Path=/');
        headers.append('set-cookie', 'b=2; Path=/');
        return new HttpResponse(null, { status: 204, headers });
      }),
      http.get('/nothing-here-either', () => undefined),
      http.get('/broken', () => {
        throw new Error('handler defect');
      }),
    ]),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it('hands the raw request body to the handler and writes its answer back', async () => {
  const response = await fetch(`${base}/echo`, { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ text: '{"a":1}', field: null, file: null });
});

it('passes a multipart body through unparsed, so the handler reads fields and files', async () => {
  const form = new FormData();
  form.append('name', 'cover');
  form.append('file', new Blob([new Uint8Array(1234)], { type: 'image/png' }), 'cover.png');
  const response = await fetch(`${base}/echo`, { method: 'POST', body: form });
  expect(await response.json()).toEqual({ text: null, field: 'cover', file: 1234 });
});

it('keeps several Set-Cookie headers apart', async () => {
  const response = await fetch(`${base}/cookies`);
  expect(response.status).toBe(204);
  expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
});

it('answers 404 when no handler answers', async () => {
  expect((await fetch(`${base}/missing`)).status).toBe(404);
  expect((await fetch(`${base}/nothing-here-either`)).status).toBe(404);
});

it('answers 500 and reports a handler that throws', async () => {
  allowConsole(/ошибка обработчика/);
  const response = await fetch(`${base}/broken`);
  expect(response.status).toBe(500);
  expect(console.error).toHaveBeenCalledWith('[demo upstream] ошибка обработчика:', expect.any(Error));
});
