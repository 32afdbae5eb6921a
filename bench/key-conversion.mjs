// `npm run bench:keys` (also the first part of `npm run bench`): what the proxy's JavaScript key
// conversion costs per response at the list sizes the product serves: a page of 15 rows (the
// default page size), 100 rows, and 1 000 rows (the largest page, the export's). No server and
// no build needed: the functions the proxy calls, on an orders list as the upstream sends it.
//   answer    upstream → browser: snake_case → camelCase as the bytes pass, tokens of `data`
//             dropped, in 64 KB chunks the transform may rewrite (jsonToBrowser in lib/server/proxy/json-body.ts)
//   request   browser → upstream, the same list as a body: converted to snake_case, colliding
//             keys looked for, then parsed for the checks (prepareJsonBody, the canonical request;
//             the converted bytes are what is sent)
// Run with tsx as the loader (the script re-runs itself so): it imports the TypeScript sources.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

if (!process.execArgv.some((arg) => arg.includes('tsx'))) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(child.status ?? 1);
}

const { JsonKeyTransform } = await import('../lib/server/proxy/json-key-stream.ts');
const { prepareJsonBody } = await import('../lib/server/proxy/json-body.ts');

const ROWS = [15, 100, 1000];
const CHUNK = 64 * 1024;
const RUN_MS = Number(process.env.BENCH_KEYS_MS ?? 1500);

const order = (i) => ({
  id: 10_000 + i,
  company_id: 7,
  number: `A-${100_000 + i}`,
  customer_id: 500 + (i % 97),
  status_id: 1 + (i % 6),
  delivery_type: i % 3 === 0 ? 'pickup' : 'delivery',
  store_id: i % 3 === 0 ? 3 : null,
  address: i % 3 === 0 ? '' : `г. Москва, ул. Тверская, д. ${1 + (i % 40)}, кв. ${i % 120}`,
  comment: i % 4 === 0 ? 'Позвонить за час до доставки' : '',
  payment_system_id: 2,
  is_paid: i % 2 === 0,
  payment_link: null,
  delivery_cost: 250,
  items: Array.from({ length: 1 + (i % 3) }, (_, k) => ({
    id: i * 10 + k,
    name: `Капучино ${k + 1}`,
    price: 190 + k * 30,
    quantity: 1 + k,
    status: 'new',
    product_id: 40 + k,
    offer_id: 400 + k,
  })),
  created_at: '2026-11-24T10:00:00Z',
  updated_at: '2026-11-24T10:05:00Z',
});

const camelOrder = (row) => JSON.parse(JSON.stringify(row).replace(/"([a-z]+)_([a-z])([a-z]*)":/g, (_, a, b, c) => `"${a}${b.toUpperCase()}${c}":`));

function answerBody(rows) {
  const data = Array.from({ length: rows }, (_, i) => order(i));
  const pages = Math.ceil(rows / 15);
  return Buffer.from(JSON.stringify({ data: { data, pagination: { total: rows, total_pages: pages, current_page: 1, per_page: rows } } }));
}

function requestBody(rows) {
  return Buffer.from(JSON.stringify({ orders: Array.from({ length: rows }, (_, i) => camelOrder(order(i))) }));
}

/** Calls `once` (given fresh input outside the timing) for RUN_MS; ms per call. */
async function measure(prepare, once) {
  for (let i = 0; i < 50; i += 1) await once(prepare());
  let calls = 0;
  let spent = 0;
  while (spent < RUN_MS) {
    const inputs = Array.from({ length: 16 }, prepare);
    const t = performance.now();
    for (const input of inputs) await once(input);
    spent += performance.now() - t;
    calls += inputs.length;
  }
  return spent / calls;
}

/** 64 KB copies of the body, as a socket hands them over (the transform may write into them). */
const chunksOf = (body) => () => {
  const chunks = [];
  for (let at = 0; at < body.length; at += CHUNK) chunks.push(Uint8Array.prototype.slice.call(body, at, at + CHUNK));
  return chunks;
};

async function* source(chunks) {
  yield* chunks;
}

const rows = [];
for (const count of ROWS) {
  const answer = answerBody(count);
  const answerMs = await measure(chunksOf(answer), (chunks) => {
    const transform = new JsonKeyTransform({ to: 'camel', dropDataTokens: true, ownsChunks: true });
    for (const chunk of chunks) transform.pushParts(chunk);
    transform.end();
  });
  const request = requestBody(count);
  const requestMs = await measure(chunksOf(request), async (chunks) => {
    const prepared = await prepareJsonBody(source(chunks), { limit: 10 * 1024 * 1024, tooLarge: () => new Error('too large'), whole: true });
    if (prepared.kind !== 'whole') throw new Error(`request body: ${prepared.kind}`);
  });
  rows.push({ count, answerBytes: answer.length, answerMs, requestBytes: request.length, requestMs });
}

const mbps = (bytes, ms) => (bytes / 1e6 / (ms / 1000)).toFixed(0);
const cell = (text, width) => String(text).padStart(width);
console.log(`\nKey conversion in JavaScript, ${process.version}, ${RUN_MS} ms per cell (ms per response; MB/s)\n`);
console.log(`${cell('rows', 6)} | ${cell('answer KB', 10)} ${cell('ms', 8)} ${cell('MB/s', 6)} | ${cell('request KB', 10)} ${cell('ms', 8)} ${cell('MB/s', 6)}`);
for (const row of rows) {
  console.log(
    `${cell(row.count, 6)} | ${cell((row.answerBytes / 1024).toFixed(1), 10)} ${cell(row.answerMs.toFixed(3), 8)} ${cell(mbps(row.answerBytes, row.answerMs), 6)} | ` +
      `${cell((row.requestBytes / 1024).toFixed(1), 10)} ${cell(row.requestMs.toFixed(3), 8)} ${cell(mbps(row.requestBytes, row.requestMs), 6)}`,
  );
}
