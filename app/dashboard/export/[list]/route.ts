import { handleExport } from '@/lib/server/export/export-stream';

// A CSV of a list's rows under the current filter, streamed page by page (issue 20).
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(request: Request, { params }: { params: Promise<{ list: string }> }) {
  return handleExport(request, (await params).list);
}
