import { withRequestContext } from '@/lib/server/runtime/access-log';
import { handleProxy } from '@/lib/server/proxy/handle-proxy';
import { withProxySpan } from '@/lib/server/runtime/tracing';

// Every browser call to the upstream passes here; nothing is cached or prerendered.
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

// The access log and the duration metric are among the pipeline's own after-response hooks (handle-proxy.ts, PROXY_HOOKS).
const proxy = withRequestContext(withProxySpan(handleProxy));

export { proxy as GET, proxy as POST, proxy as PUT, proxy as PATCH, proxy as DELETE };
