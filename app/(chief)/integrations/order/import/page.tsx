import type { Metadata } from 'next';
import { ImportScreen } from '@/components/integrations/import-screen';

export const metadata: Metadata = { title: 'Импорт заказов' };

export default function OrderImportPage() {
  return <ImportScreen kind="order" />;
}
