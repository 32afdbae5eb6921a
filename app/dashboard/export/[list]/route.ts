import { handleExport } from '@/lib/server/export/export-stream';
import './lists';

// A CSV of a list's rows under the current filter, streamed page by page so a long list never sits in memory.
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(request: Request, { params }: { params: Promise<{ list: string }> }) {
  return handleExport(request, (await params).list);
}
