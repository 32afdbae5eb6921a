import type { Metadata } from 'next';
import { NewsScreen } from '@/components/news/news-screen';

export const metadata: Metadata = { title: 'Новая публикация' };

export default function CreateNewsPage() {
  return <NewsScreen />;
}
