import type { Metadata } from 'next';
import { ShopForm } from '@/components/shops/shop-form';
import { getShop } from '@/lib/shops/server';
import { paths } from '@/lib/paths';
import { requireNumericId } from '@/lib/server/upstream/server-list';

export const metadata: Metadata = { title: 'Магазин' };

/** §2: the shop is loaded before the screen opens; a failure goes back to the list. */
export default async function ShopPage({ params }: { params: Promise<{ id: string }> }) {
  const id = requireNumericId((await params).id, paths.shops);
  const shop = await getShop(id);
  return <ShopForm key={shop.id} shop={shop} />;
}
