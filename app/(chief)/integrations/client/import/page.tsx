import type { Metadata } from 'next';
import { ImportScreen } from '@/components/integrations/import-screen';

export const metadata: Metadata = { title: 'Импорт клиентов' };

export default function ClientImportPage() {
  return <ImportScreen kind="client" />;
}
