import type { Metadata } from 'next';
import { AppDownloadCard } from '@/components/auth/app-download-card';
import { loadDownload } from './load-download';

export const metadata: Metadata = { title: 'Скачать приложение' };

/** The demo company's app when the link names none. */
const DEFAULT_COMPANY = '1';

interface Props {
  searchParams: Promise<{ company?: string | string[] }>;
}

/** Public (signed out only): how a customer gets the company's mobile app. */
export default async function DownloadPage({ searchParams }: Props) {
  const { company } = await searchParams;
  // A company id or an app uuid; anything else falls back to the default.
  const key = typeof company === 'string' && /^[\w-]{1,64}$/.test(company) ? company : DEFAULT_COMPANY;
  return <AppDownloadCard result={await loadDownload(key)} />;
}
