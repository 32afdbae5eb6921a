import type { Metadata } from 'next';
import { NewsForm } from '@/components/news/deferred';

export const metadata: Metadata = { title: 'Новая публикация' };

export default function CreateNewsPage() {
  return <NewsForm />;
}
