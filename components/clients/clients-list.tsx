'use client';

import { ExportButton } from '@/components/list/export-button';
import { FilterBar } from '@/components/list/filter-bar';
import { FilterChips } from '@/components/list/filter-chips';
import { ListRows } from '@/components/list/list-rows';
import { useListTransition } from '@/components/list/use-list-transition';
import type { CustomerRow } from '@/lib/clients/api';
import type { Pagination as PaginationData } from '@/lib/lists/types';
import type { FilterChip } from '@/lib/lists/filter-chips';
import { formatNumber } from '@/lib/format/format';
import { ClientsTable } from './clients-table';
import styles from './clients.module.css';
import { SavedViews } from '@/components/list/saved-views';
import type { ViewTabs } from '@/lib/views/types';

export interface ClientsListProps {
  /** The saved views' tabs above the list, read by the page with their counts. */
  views?: ViewTabs;
  customers: CustomerRow[];
  pagination: PaginationData;
  error: string | null;
}

const NO_FILTERS: readonly string[] = [];
const NO_CHIPS: readonly FilterChip[] = [];

/** §2 /clients: search and pagination in the URL, a status badge on every row. */
export function ClientsList({ customers, pagination, error, views }: ClientsListProps) {
  const transition = useListTransition({ filterKeys: NO_FILTERS });
  const { list, run } = transition;

  return (
    <section className={styles.page} aria-labelledby="clients-title">
      <header className={styles.header}>
        <h1 id="clients-title">Клиенты</h1>
        <ExportButton list="clients" />
      </header>
      {views && <SavedViews tabs={views} />}
      <FilterBar<Record<string, never>>
        search={list.query.search}
        filters={{}}
        emptyFilters={{}}
        placeholder="Поиск по имени, телефону или e-mail"
        onApply={({ search, history }) => run(() => list.setSearch(search, { history }))}
        onReset={() => run(() => list.clear())}
      />
      <FilterChips transition={transition} chips={NO_CHIPS} />
      {!error && <p className={styles.muted}>Найдено клиентов: {formatNumber(pagination.total)}</p>}
      <ListRows
        transition={transition}
        error={error}
        empty={customers.length === 0}
        emptyText={list.query.search ? 'Клиенты не найдены' : 'Клиентов пока нет'}
        totalPages={pagination.totalPages}
      >
        <ClientsTable customers={customers} />
      </ListRows>
    </section>
  );
}
