import { handleProxy } from '@/lib/proxy';

// Every browser call to the upstream passes here; nothing is cached or prerendered.
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export { handleProxy as GET, handleProxy as POST, handleProxy as PUT, handleProxy as PATCH, handleProxy as DELETE };
