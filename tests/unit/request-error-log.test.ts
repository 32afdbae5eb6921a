/** @jest-environment node */
import { allowConsole } from '../helpers/console-guard';

jest.mock('server-only', () => ({}));

import { onRequestError } from '@/instrumentation';

describe('onRequestError', () => {
  const runtime = process.env.NEXT_RUNTIME;
  afterEach(() => {
    process.env.NEXT_RUNTIME = runtime;
  });

  it('logs a render error as one JSON line, with the route and without the query or the headers', async () => {
    process.env.NEXT_RUNTIME = 'nodejs';
    allowConsole(/request_error/);
    const error = Object.assign(new Error('upstream record has no id'), { digest: '1234567' });

    await onRequestError(
      error,
      { path: '/orders/15?token=secret', method: 'GET', headers: { cookie: 'bo_session=sealed', 'x-request-id': 'req-42' } },
      { routerKind: 'App Router', routePath: '/(chief)/orders/[id]', routeType: 'render', renderSource: 'server-rendering', revalidateReason: undefined },
    );

    const calls = jest.mocked(console.error).mock.calls;
    expect(calls).toHaveLength(1);
    const line = String(calls[0]?.[0]);
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toMatchObject({
      level: 'error',
      event: 'request_error',
      method: 'GET',
      path: '/orders/15',
      route: '/(chief)/orders/[id]',
      routeType: 'render',
      requestId: 'req-42',
      message: 'upstream record has no id',
      digest: '1234567',
    });
    expect(line).not.toContain('secret');
    expect(line).not.toContain('bo_session');
  });
});
