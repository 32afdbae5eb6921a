import type { Metadata } from 'next';
import { ShopForm } from '@/components/shops/deferred';

export const metadata: Metadata = { title: 'Новый магазин' };

export default function CreateShopPage() {
  return <ShopForm />;
}
