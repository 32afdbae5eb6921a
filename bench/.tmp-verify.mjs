// Temporary (not committed): BFF answers equal the camelized upstream ones.
import { request } from 'undici';
import { sessionCookie } from './lib.mjs';
const cookie = await sessionCookie();
const camel = (v) => Array.isArray(v) ? v.map(camel) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k.replace(/(?<=[A-Za-z0-9])_+([A-Za-z0-9])/g, (_, c) => c.toUpperCase()), camel(x)])) : v;
for (const size of ['1kb', '100kb', '1mb', '5mb', '20mb']) {
  const direct = await (await request(`http://127.0.0.1:4251/dashboard/v1/chief/json/${size}`)).body.text();
  const res = await Promise.all([1, 2, 3].map(() => request(`http://127.0.0.1:3251/dashboard/v1/chief/json/${size}`, { headers: { cookie } }).then((r) => r.body.text())));
  for (const text of res) console.log(size, JSON.stringify(JSON.parse(text)) === JSON.stringify(camel(JSON.parse(direct))) ? 'equal' : 'DIFFERENT', text.length, direct.length);
}
