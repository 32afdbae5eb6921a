import { CardScreen } from '@/components/layout/card-screen';
import { paths } from '@/lib/paths';
import type { Shop } from '@/lib/shops/api';
import { ShopForm } from './shop-form';

/** The shop screen (§2 /shops/create and /shops/{id}); `shop` is loaded before it opens. */
export function ShopScreen({ shop }: { shop?: Shop }) {
  return (
    <CardScreen titleId="shop-title" title={shop ? shop.address : 'Новый магазин'} back={{ href: paths.shops, text: '← Ко всем магазинам' }}>
      <ShopForm shop={shop} />
    </CardScreen>
  );
}
