import type { Metadata } from 'next';
import { BuilderView } from '@/components/builder/deferred';
import { loadBuilderData } from '@/lib/application/builder-server';

export const metadata: Metadata = { title: 'Конструктор' };

/** §2 /builder: the app's home screen from the company's settings, first data in the HTML. */
export default async function BuilderPage() {
  return <BuilderView initial={await loadBuilderData()} />;
}
