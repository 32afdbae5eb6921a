import type { Metadata } from 'next';
import { ShopForm } from '@/components/shops/shop-form';

export const metadata: Metadata = { title: 'Новый магазин' };

export default function CreateShopPage() {
  return <ShopForm />;
}
