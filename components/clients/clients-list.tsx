'use client';

import { FilterBar } from '@/components/list/filter-bar';
import { ListState } from '@/components/list/list-state';
import { useListTransition } from '@/components/list/use-list-transition';
import { Pagination } from '@/components/ui/pagination';
import type { CustomerRow } from '@/lib/api/customers';
import type { Pagination as PaginationData } from '@/lib/api/list-types';
import { formatNumber } from '@/lib/format';
import { ClientsTable } from './clients-table';
import styles from './clients.module.css';

export interface ClientsListProps {
  customers: CustomerRow[];
  pagination: PaginationData;
  error: string | null;
}

const NO_FILTERS: readonly string[] = [];

/** §2 /clients: search and pagination in the URL, a status badge on every row. */
export function ClientsList({ customers, pagination, error }: ClientsListProps) {
  const { list, pending, run, refresh } = useListTransition({ filterKeys: NO_FILTERS });

  return (
    <section className={styles.page} aria-labelledby="clients-title">
      <header className={styles.header}>
        <h1 id="clients-title">Клиенты</h1>
      </header>
      <FilterBar<Record<string, never>>
        search={list.query.search}
        filters={{}}
        emptyFilters={{}}
        placeholder="Поиск по имени, телефону или e-mail"
        onApply={({ search }) => run(() => list.setSearch(search))}
        onReset={() => run(() => list.clear())}
      />
      {!error && <p className={styles.muted}>Найдено клиентов: {formatNumber(pagination.total)}</p>}
      <ListState
        loading={pending}
        error={error ? true : undefined}
        errorText={error ?? undefined}
        onRetry={refresh}
        empty={customers.length === 0}
        emptyText={list.query.search ? 'Клиенты не найдены' : 'Клиентов пока нет'}
      >
        <ClientsTable customers={customers} />
      </ListState>
      <Pagination
        page={list.query.page}
        totalPages={pagination.totalPages}
        loading={pending}
        onChange={(page) => run(() => list.setPage(page))}
      />
    </section>
  );
}
