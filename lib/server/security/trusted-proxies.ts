import 'server-only';
import { BlockList, isIP } from 'node:net';

/**
 * Which direct peers may tell us, in X-Forwarded-*, who the client is and what it addressed.
 * A header is only as trustworthy as whoever wrote it last: a client that reaches an instance
 * directly can send any X-Forwarded-For, -Proto or -Host, so they count only when the TCP peer
 * is one of our own proxies.
 *
 * TRUST_PROXY is a comma-separated list of:
 *   - addresses and CIDR ranges of the proxies, IPv4 or IPv6 (`127.0.0.1,10.0.0.0/8,fd00::/8`):
 *     the client address is the right-most X-Forwarded-For entry that is not itself one of them;
 *   - or a number of proxies (`1`, or `true` = 1), read as before (the n-th entry from the right),
 *     but then only a peer on this machine (127.0.0.0/8, ::1) is believed. Listing addresses
 *     too (`2,10.0.0.0/8`) believes those peers instead and keeps the hop count.
 * Empty, `0` or `false`: nobody is believed (the default).
 */

export interface TrustedProxies {
  /** Whether `address` (as the socket or a forwarded list gives it) is one of our proxies. */
  isTrusted(address: string): boolean;
  /** With a number: read the n-th X-Forwarded-For entry from the right; null: walk past trusted entries. */
  hops: number | null;
}

export interface TrustProxySetting {
  proxies: TrustedProxies | null;
  /** Entries that are neither an address, a range nor a count: a start-up error. */
  problems: string[];
}

const LOOPBACK: readonly (readonly [string, number, 'ipv4' | 'ipv6'])[] = [
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
];

/**
 * One address in the form the rules compare: without brackets or an IPv6 zone, and an
 * IPv4-mapped IPv6 address (what a dual-stack socket reports for an IPv4 peer) as plain IPv4.
 * '' when it is not an IP address at all.
 */
export function normalizeAddress(value: string | null | undefined): string {
  let address = (value ?? '').trim();
  if (address.startsWith('[') && address.endsWith(']')) address = address.slice(1, -1);
  address = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) address = mapped[1]!;
  return isIP(address) ? address.toLowerCase() : '';
}

function familyOf(address: string): 'ipv4' | 'ipv6' {
  return isIP(address) === 6 ? 'ipv6' : 'ipv4';
}

export function parseTrustProxy(raw: string | undefined): TrustProxySetting {
  const entries = (raw ?? '')
    .split(/[,\s]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const problems: string[] = [];
  const list = new BlockList();
  let listed = 0;
  let hops: number | null = null;
  for (const entry of entries) {
    if (entry === 'false' || entry === '0') continue;
    if (entry === 'true' || /^\d+$/.test(entry)) {
      const count = entry === 'true' ? 1 : Number(entry);
      if (hops !== null || !Number.isSafeInteger(count)) problems.push(`TRUST_PROXY: one count of proxies at most, got "${entry}"`);
      else hops = count;
      continue;
    }
    const [base = '', prefix, extra] = entry.split('/');
    const address = normalizeAddress(base);
    if (!address || extra !== undefined) {
      problems.push(`TRUST_PROXY: "${entry}" is neither an IP address, a CIDR range nor a number of proxies`);
      continue;
    }
    const family = familyOf(address);
    if (prefix === undefined) {
      list.addAddress(address, family);
    } else {
      const bits = Number(prefix);
      if (!/^\d+$/.test(prefix) || bits > (family === 'ipv4' ? 32 : 128)) {
        problems.push(`TRUST_PROXY: "${entry}" has an invalid prefix length`);
        continue;
      }
      list.addSubnet(address, bits, family);
    }
    listed += 1;
  }
  if (hops === null && listed === 0) return { proxies: null, problems };
  // A bare count names no proxy: only this machine's own addresses can be one.
  if (listed === 0) for (const [network, bits, family] of LOOPBACK) list.addSubnet(network, bits, family);
  return {
    proxies: {
      hops,
      isTrusted(value: string) {
        const address = normalizeAddress(value);
        return !!address && list.check(address, familyOf(address));
      },
    },
    problems,
  };
}

const commaList = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The client address: the peer's own unless the peer is a trusted proxy; then, with a count, the
 * n-th X-Forwarded-For entry from the right (the peer's when the list is shorter), else the
 * right-most entry that is not a trusted proxy (the left-most when all are).
 */
export function forwardedClient(proxies: TrustedProxies | null, peer: string, forwardedFor: string | null): string {
  const direct = normalizeAddress(peer) || peer;
  if (!proxies || !proxies.isTrusted(peer)) return direct;
  const chain = commaList(forwardedFor);
  if (proxies.hops !== null) {
    const entry = chain.length >= proxies.hops ? normalizeAddress(chain[chain.length - proxies.hops]) : '';
    return entry || direct;
  }
  let client = direct;
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    const entry = normalizeAddress(chain[i]);
    // Not an address: whoever wrote it is the last one we can name.
    if (!entry) break;
    client = entry;
    if (!proxies.isTrusted(entry)) break;
  }
  return client;
}

/** The first value of a forwarded header, from a trusted peer only (our proxy replaces what the client sent). */
export function forwardedValue(proxies: TrustedProxies | null, peer: string, value: string | null): string | null {
  if (!proxies || !proxies.isTrusted(peer)) return null;
  return commaList(value)[0] ?? null;
}
