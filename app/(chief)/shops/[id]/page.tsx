import type { Metadata } from 'next';
import { quoted } from '@/lib/format/quote';
import { ShopScreen } from '@/components/shops/shop-screen';
import { getShop } from '@/lib/shops/server';
import { requireNumericId } from '@/lib/server/upstream/server-list';

/** The record in the tab's title, so open tabs can be told apart; the read is shared with the page. */
export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const record = await getShop(requireNumericId((await params).id));
  return { title: `Магазин ${quoted(record.address)}` };
}

/** §2: the shop is loaded before the screen opens; a failure goes back to the list. */
export default async function ShopPage({ params }: { params: Promise<{ id: string }> }) {
  const id = requireNumericId((await params).id);
  const shop = await getShop(id);
  return <ShopScreen key={shop.id} shop={shop} />;
}
