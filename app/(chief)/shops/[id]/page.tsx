import type { Metadata } from 'next';
import { ShopForm } from '@/components/shops/shop-form';
import { shopPath, type Shop } from '@/lib/shops/api';
import { paths } from '@/lib/paths';
import { loadItemOrBack, requireNumericId } from '@/lib/server/upstream/server-list';

export const metadata: Metadata = { title: 'Магазин' };

/** §2: the shop is loaded before the screen opens; a failure goes back to the list. */
export default async function ShopPage({ params }: { params: Promise<{ id: string }> }) {
  const id = requireNumericId((await params).id, paths.shops);
  const shop = await loadItemOrBack<Shop>(shopPath(id), paths.shops);
  return <ShopForm key={shop.id} shop={shop} />;
}
