'use client';

import dynamic from 'next/dynamic';
import { activityActions } from '@/components/list/bulk-actions';
import { ExportAndAdd, ResourceList } from '@/components/list/resource-list';
import { yesNoFilter } from '@/components/list/yes-no-filter';
import type { Pagination as PaginationData } from '@/lib/lists/types';
import { SHOP_FILTER_KEYS, SHOPS_PATH, shopsApi, type Shop } from '@/lib/shops/api';
import { paths } from '@/lib/paths';
import { SHOPS_COLUMNS, shopRowActions } from './shops-columns';
import type { ViewTabs } from '@/lib/views/types';

// Asked only after a row's «Удалить»: the dialog loads then, not with the list.
const DeleteShopPopup = dynamic(() => import('./delete-shop-popup').then((m) => m.DeleteShopPopup), { ssr: false });

const FILTER = yesNoFilter(SHOP_FILTER_KEYS, 'active', 'Активность', 'Поиск по адресу, городу или телефону');

// The list's only row action is delete; activity is edited in the shop's form.
const BULK_ACTIONS = activityActions({ remove: shopsApi.remove, forms: ['магазин', 'магазина', 'магазинов'] });

export interface ShopsListProps {
  /** The saved views' tabs above the list, read by the page with their counts. */
  views?: ViewTabs;
  shops: Shop[];
  pagination: PaginationData;
  error: string | null;
}

/** §2 /shops: search, the activity filter, the rows and pagination, all kept in the URL. */
export function ShopsList({ shops, pagination, error, views }: ShopsListProps) {
  return (
    <ResourceList
      titleId="shops-title"
      title="Магазины"
      actions={<ExportAndAdd list="shops" href={paths.shopCreate} label="Добавить магазин" />}
      views={views}
      rows={shops}
      pagination={pagination}
      error={error}
      path={SHOPS_PATH}
      nameOf={(shop) => shop.address}
      filter={FILTER}
      found="Найдено магазинов"
      empty={{ text: 'Магазинов пока нет', filtered: 'Магазины не найдены', action: { href: paths.shopCreate, label: 'Добавить первый магазин' } }}
      columns={SHOPS_COLUMNS}
      rowActions={shopRowActions}
      bulkActions={BULK_ACTIONS}
      deletePopup={(shop, done) => <DeleteShopPopup shop={shop} {...done} />}
    />
  );
}
