import type { Metadata } from 'next';
import { ShopScreen } from '@/components/shops/shop-screen';

export const metadata: Metadata = { title: 'Новый магазин' };

export default function CreateShopPage() {
  return <ShopScreen />;
}
