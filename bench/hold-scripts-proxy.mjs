// An experiment for `bench:pages` (PAGES_PROXY), not part of the product: a proxy in front of the
// app that can hold a page's scripts until after its first frame, to measure what that would do.
// Lighthouse's simulated LCP counts every script that arrived before the paint it observed on
// loopback (docs/performance.md), so holding them wins that figure; this shows what it costs a phone.
//   pass  the HTML streamed through unchanged (gzip again), the control;
//   hold  the same, with Next's bootstrap `<script async>` tags and their preloads taken out of the
//         head and appended by an inline script two animation frames after it runs.
import http from 'node:http';
import { constants, createGzip } from 'node:zlib';

const BOOTSTRAP = /<script src="([^"]+)" async="" nonce="([^"]+)"><\/script>/g;
const PRELOAD = /<link rel="preload" as="script" fetchPriority="low" nonce="[^"]+" href="([^"]+)"\/>/g;

/** The page's head with its scripts taken out and a loader that adds them after the first frame. */
function holdScripts(head) {
  const sources = [];
  let nonce = '';
  let held = head.replace(PRELOAD, (_, src) => {
    sources.push(src);
    return '';
  });
  held = held.replace(BOOTSTRAP, (_, src, scriptNonce) => {
    sources.push(src);
    nonce = scriptNonce;
    return '';
  });
  const add = `${JSON.stringify([...new Set(sources)])}.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=true;e.nonce=${JSON.stringify(nonce)};document.head.appendChild(e)})`;
  const loader = `<script nonce="${nonce}">requestAnimationFrame(function(){requestAnimationFrame(function(){${add}})})</script>`;
  return held.replace('</head>', `${loader}</head>`);
}

/** Starts the proxy on `port` in front of the app on `appPort` (`mode`: 'pass' or 'hold'); resolves with its base URL and server. */
export function startScriptsProxy({ appPort, port, mode }) {
  const server = http.createServer((request, response) => {
    const isPage = String(request.headers.accept ?? '').includes('text/html');
    // A page is read as text to be rewritten, then compressed again; everything else passes as is.
    const headers = isPage ? { ...request.headers, 'accept-encoding': 'identity' } : request.headers;
    const upstream = http.request({ host: '127.0.0.1', port: appPort, path: request.url, method: request.method, headers }, (reply) => {
      if (!String(reply.headers['content-type'] ?? '').startsWith('text/html')) {
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(response);
        return;
      }
      const replyHeaders = { ...reply.headers, 'content-encoding': 'gzip' };
      delete replyHeaders['content-length'];
      response.writeHead(reply.statusCode ?? 502, replyHeaders);
      // Flushed after every piece, so the page streams as it does from the app.
      const gzip = createGzip({ flush: constants.Z_SYNC_FLUSH });
      gzip.pipe(response);
      let head = mode === 'hold' ? '' : null;
      reply.setEncoding('utf8');
      reply.on('data', (text) => {
        if (head === null) return void gzip.write(text);
        head += text;
        const end = head.indexOf('</head>');
        if (end < 0) return;
        gzip.write(holdScripts(head.slice(0, end + '</head>'.length)) + head.slice(end + '</head>'.length));
        head = null;
      });
      reply.on('end', () => gzip.end(head ?? ''));
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ base: `http://127.0.0.1:${port}`, server })));
}
