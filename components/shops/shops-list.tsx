'use client';

import dynamic from 'next/dynamic';
import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import { activityActions } from '@/components/list/bulk-actions';
import { BulkBar } from '@/components/list/lazy-bulk-bar';
import { ExportButton } from '@/components/list/export-button';
import { FilterBar } from '@/components/list/filter-bar';
import { FilterChips } from '@/components/list/filter-chips';
import listStyles from '@/components/list/list-page.module.css';
import { ListRows } from '@/components/list/list-rows';
import { useListSelection } from '@/components/list/use-list-selection';
import { useListTransition } from '@/components/list/use-list-transition';
import type { Pagination as PaginationData } from '@/lib/lists/types';
import { SHOP_FILTER_KEYS, SHOPS_PATH, shopsApi, type Shop, type ShopOption } from '@/lib/shops/api';
import { formatNumber } from '@/lib/format/format';
import { chipsOf, yesNoChip } from '@/lib/lists/filter-chips';
import { booleanFilter } from '@/lib/lists/query';
import { paths } from '@/lib/paths';
import { ShopsTable } from './shops-table';
import { SavedViews } from '@/components/list/saved-views';
import type { ViewTabs } from '@/lib/views/types';

// The filter fields show only in the panel 'Фильтры' opens: they load when the pointer or focus
// reaches that button, out of the list's first-load JS.
const YesNoField = dynamic(() => import('@/components/list/yes-no-field').then((m) => m.YesNoField), { ssr: false });
// Asked only after a row's «Удалить»: the dialog loads then, not with the list.
const DeleteShopPopup = dynamic(() => import('./delete-shop-popup').then((m) => m.DeleteShopPopup), { ssr: false });

interface ShopFilterDraft {
  /** §2: unset until chosen. */
  active: boolean | null;
}

const EMPTY_FILTER: ShopFilterDraft = { active: null };

export interface ShopsListProps {
  /** The saved views' tabs above the list, read by the page with their counts. */
  views?: ViewTabs;
  shops: Shop[];
  pagination: PaginationData;
  error: string | null;
}

/** §2 /shops: search, the activity filter, the rows and pagination, all kept in the URL. */
export function ShopsList({ shops, pagination, error, views }: ShopsListProps) {
  const transition = useListTransition({ filterKeys: SHOP_FILTER_KEYS });
  const { list, run, afterDelete, afterBulk } = transition;
  const [deleting, setDeleting] = useState<ShopOption | null>(null);
  const active = list.query.filters.active;
  const applied: ShopFilterDraft = { active: booleanFilter(active) };
  const chips = chipsOf(yesNoChip(list.query, 'active', 'Активность'));
  const selection = useListSelection({ query: list.query, rows: shops, path: SHOPS_PATH, nameOf: (shop) => shop.address });
  // The list's only row action is delete; activity is edited in the shop's form.
  const bulkActions = activityActions({ remove: shopsApi.remove, forms: ['магазин', 'магазина', 'магазинов'] });

  const onDeleted = () => {
    setDeleting(null);
    afterDelete(shops.length);
  };

  return (
    <section className={listStyles.page} aria-labelledby="shops-title">
      <header className={listStyles.header}>
        <h1 id="shops-title">Магазины</h1>
        <div className={listStyles.headerActions}>
          <ExportButton list="shops" />
          <IntentLink href={paths.shopCreate} className={listStyles.linkButton}>
            Добавить магазин
          </IntentLink>
        </div>
      </header>
      {views && <SavedViews tabs={views} />}
      <FilterBar<ShopFilterDraft>
        search={list.query.search}
        filters={applied}
        emptyFilters={EMPTY_FILTER}
        placeholder="Поиск по адресу, городу или телефону"
        activeCount={chips.length}
        onApply={({ search, filters, history }) => run(() => list.apply({ search, filters: { active: filters.active } }, { history }))}
        onReset={() => run(() => list.clear())}
        onPrepare={() => void import('@/components/list/yes-no-field')}
      >
        {(draft) => <YesNoField legend="Активность" value={draft.value.active} onChange={(value) => draft.set('active', value)} />}
      </FilterBar>
      <FilterChips transition={transition} chips={chips} />
      {!error && <p className={listStyles.total}>Найдено магазинов: {formatNumber(pagination.total)}</p>}
      <ListRows
        transition={transition}
        error={error}
        empty={shops.length === 0}
        emptyText={list.query.search || active ? 'Магазины не найдены' : 'Магазинов пока нет'}
        emptyAction={list.query.search || active ? undefined : { href: paths.shopCreate, label: 'Добавить первый магазин' }}
        totalPages={pagination.totalPages}
      >
        <ShopsTable shops={shops} selection={selection} onDelete={setDeleting} />
      </ListRows>
      <BulkBar selection={selection} total={pagination.total} actions={bulkActions} onDone={(removed) => afterBulk(removed, pagination.total)} />
      {deleting && <DeleteShopPopup shop={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />}
    </section>
  );
}
