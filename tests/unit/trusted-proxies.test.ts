/** @jest-environment node */
import { readServerEnv } from '@/lib/server/runtime/env';
import { clientIp, expectedOrigin, isSecureRequest } from '@/lib/server/security/request-info';
import { forwardedClient, forwardedValue, normalizeAddress, parseTrustProxy } from '@/lib/server/security/trusted-proxies';
import { rawStamp, useUpstream } from '../helpers/proxy-env';

/** X-Forwarded-* are believed only when the socket's peer is one of our proxies (TRUST_PROXY). */

const proxiesOf = (setting: string) => parseTrustProxy(setting).proxies;

describe('the TRUST_PROXY setting', () => {
  it('trusts listed IPv4 and IPv6 addresses and CIDR ranges, and nothing else', () => {
    const proxies = proxiesOf('127.0.0.1, 10.0.0.0/8,fd00::/8 ,2001:db8::7')!;
    for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '10.1.2.3', '::ffff:10.200.0.1', 'fd00::1', 'FD12:3456::9', '2001:db8::7', '[2001:db8::7]']) {
      expect([address, proxies.isTrusted(address)]).toEqual([address, true]);
    }
    for (const address of ['127.0.0.2', '11.0.0.1', '203.0.113.7', '::1', '2001:db8::8', 'fe80::1', '', 'unknown', 'localhost']) {
      expect([address, proxies.isTrusted(address)]).toEqual([address, false]);
    }
    expect(proxies.hops).toBeNull();
  });

  it('a bare count trusts only peers on this machine, with that many hops', () => {
    for (const setting of ['1', 'true', 'TRUE']) {
      const proxies = proxiesOf(setting)!;
      expect(proxies.hops).toBe(1);
      expect(proxies.isTrusted('127.0.0.1')).toBe(true);
      expect(proxies.isTrusted('127.5.0.1')).toBe(true);
      expect(proxies.isTrusted('::1')).toBe(true);
      expect(proxies.isTrusted('::ffff:127.0.0.1')).toBe(true);
      expect(proxies.isTrusted('203.0.113.7')).toBe(false);
      expect(proxies.isTrusted('10.0.0.5')).toBe(false);
    }
    const both = proxiesOf('2,10.0.0.0/8')!;
    expect(both.hops).toBe(2);
    expect(both.isTrusted('10.0.0.5')).toBe(true);
    expect(both.isTrusted('127.0.0.1')).toBe(false);
  });

  it('empty, 0 and false trust nobody', () => {
    for (const setting of ['', '  ', '0', 'false']) expect(proxiesOf(setting)).toBeNull();
  });

  it('refuses to start on an entry that is not an address, a range or one count', () => {
    for (const setting of ['proxy.internal', '10.0.0.0/33', '::1/129', '10.0.0.0/8/1', '1,2', '300.1.1.1', '10.0.0.0/x']) {
      expect([setting, parseTrustProxy(setting).problems]).toEqual([setting, [expect.stringContaining('TRUST_PROXY')]]);
    }
    const base = { API_BASE_URL: 'http://127.0.0.1:4010', SESSION_SECRET: 'x'.repeat(40) };
    expect(() => readServerEnv({ ...base, TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY: "proxy.internal"/);
    expect(() => readServerEnv({ ...base, TRUST_PROXY: '127.0.0.1,::1,10.0.0.0/8' })).not.toThrow();
  });

  it('normalises what sockets and headers give', () => {
    expect(normalizeAddress('::FFFF:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(normalizeAddress(' 198.51.100.4 ')).toBe('198.51.100.4');
    expect(normalizeAddress('192.0.2.1:1234')).toBe('');
  });
});

describe('the client address', () => {
  const listed = proxiesOf('127.0.0.1,10.0.0.0/8');

  it('is the peer when the peer is not a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(forwardedClient(listed, '203.0.113.7', '192.0.2.55')).toBe('203.0.113.7');
    expect(forwardedClient(proxiesOf('1'), '203.0.113.7', '192.0.2.55')).toBe('203.0.113.7');
    expect(forwardedClient(null, '::ffff:203.0.113.7', '192.0.2.55')).toBe('203.0.113.7');
  });

  it('from a trusted peer, is the right-most entry that is not one of our proxies', () => {
    expect(forwardedClient(listed, '127.0.0.1', '192.0.2.55')).toBe('192.0.2.55');
    // A client-sent entry on the left does not count: the proxy appended the real one.
    expect(forwardedClient(listed, '127.0.0.1', '1.1.1.1, 192.0.2.55')).toBe('192.0.2.55');
    expect(forwardedClient(listed, '127.0.0.1', '1.1.1.1, 192.0.2.55, 10.0.0.9')).toBe('192.0.2.55');
    expect(forwardedClient(listed, '127.0.0.1', '10.0.0.8, 10.0.0.9')).toBe('10.0.0.8');
    expect(forwardedClient(listed, '127.0.0.1', 'garbage, 10.0.0.9')).toBe('10.0.0.9');
    expect(forwardedClient(listed, '127.0.0.1', null)).toBe('127.0.0.1');
  });

  it('with a count, is the n-th entry from the right', () => {
    expect(forwardedClient(proxiesOf('1'), '127.0.0.1', '1.1.1.1, 192.0.2.55')).toBe('192.0.2.55');
    expect(forwardedClient(proxiesOf('2'), '::1', '1.1.1.1, 192.0.2.55, 10.0.0.9')).toBe('192.0.2.55');
    expect(forwardedClient(proxiesOf('2'), '::1', '192.0.2.55')).toBe('::1');
  });

  it('forwarded proto and host come from a trusted peer only', () => {
    expect(forwardedValue(listed, '10.0.0.2', 'https, http')).toBe('https');
    expect(forwardedValue(listed, '203.0.113.7', 'https')).toBeNull();
    expect(forwardedValue(null, '127.0.0.1', 'https')).toBeNull();
  });
});

describe('requests as the server sees them', () => {
  const spoofed = (peer: string) =>
    new Headers({
      host: 'localhost:3000',
      'x-forwarded-for': '192.0.2.55',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      ...rawStamp('/login', peer),
    });

  it.each(['1', '127.0.0.1'])('with TRUST_PROXY=%s a client reaching an instance directly is not believed', (setting) => {
    useUpstream('http://127.0.0.1:1', { TRUST_PROXY: setting });
    const headers = spoofed('203.0.113.7');
    expect(clientIp(headers)).toBe('203.0.113.7');
    expect(isSecureRequest(headers)).toBe(false);
    expect(expectedOrigin(headers)).toBe('http://localhost:3000');
  });

  it('our proxy is believed', () => {
    useUpstream('http://127.0.0.1:1', { TRUST_PROXY: '127.0.0.1' });
    const headers = spoofed('::ffff:127.0.0.1');
    expect(clientIp(headers)).toBe('192.0.2.55');
    expect(isSecureRequest(headers)).toBe(true);
    expect(expectedOrigin(headers)).toBe('https://evil.example');
  });

  it('without the socket stamp (no known peer) nothing forwarded is believed', () => {
    useUpstream('http://127.0.0.1:1', { TRUST_PROXY: '1' });
    const headers = new Headers({ host: 'localhost:3000', 'x-forwarded-for': '192.0.2.55', 'x-forwarded-proto': 'https' });
    expect(clientIp(headers)).toBe('unknown');
    expect(isSecureRequest(headers, 'http://localhost:3000/login')).toBe(false);
  });
});
