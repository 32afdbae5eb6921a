'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { FilterBar } from '@/components/list/filter-bar';
import { ListRows } from '@/components/list/list-rows';
import { useListTransition } from '@/components/list/use-list-transition';
import { Button } from '@/components/ui/button';
import {
  buildFinanceFilterQuery,
  EMPTY_FINANCE_FILTER,
  FINANCE_FILTER_KEYS,
  financeFilterFromQuery,
  financePeriodText,
  isFinanceFilterValid,
  type FinanceFilterDraft,
} from '@/lib/admin/filters';
import type { CompanyOption, PlatformPayment } from '@/lib/admin/types';
import type { Pagination as PaginationData } from '@/lib/lists/types';
import { PaymentsTable } from './payments-table';
import styles from './admin.module.css';

// The filter fields show only in the panel 'Фильтры' opens: they (and the date fields' date-fns)
// load when the pointer or focus reaches that button, out of the list's first-load JS.
const FinanceFilterFields = dynamic(() => import('./finance-filter-fields').then((m) => m.FinanceFilterFields), { ssr: false });

export interface FinanceScreenProps {
  payments: PlatformPayment[];
  pagination: PaginationData;
  error: string | null;
  companies: CompanyOption[];
  /** Totals and the revenue chart, rendered on the server for the same filter. */
  summary: ReactNode;
}

/** §2 /admin/finance: the filter in the URL, totals and chart, then the payments page by page. */
export function FinanceScreen({ payments, pagination, error, companies, summary }: FinanceScreenProps) {
  const transition = useListTransition({ filterKeys: FINANCE_FILTER_KEYS });
  const { list, pending, run } = transition;
  const applied = financeFilterFromQuery(list.query);
  const filtered = Boolean(list.query.search) || Object.keys(list.query.filters).length > 0;

  return (
    <section className={styles.page} aria-labelledby="finance-title" aria-busy={pending}>
      <header className={styles.header}>
        <h1 id="finance-title">Финансы</h1>
        {filtered && (
          <Button variant="link" onClick={() => run(() => list.clear())}>
            Сбросить фильтр
          </Button>
        )}
      </header>
      <FilterBar<FinanceFilterDraft>
        search={list.query.search}
        filters={applied}
        emptyFilters={EMPTY_FINANCE_FILTER}
        canApply={isFinanceFilterValid}
        placeholder="Поиск по названию компании"
        onApply={({ search, filters, history }) => run(() => list.apply({ search, filters: buildFinanceFilterQuery(filters) }, { history }))}
        onReset={() => run(() => list.clear())}
        onPrepare={() => void import('./finance-filter-fields')}
      >
        {(draft) => <FinanceFilterFields draft={draft} companies={companies} />}
      </FilterBar>
      <p className={styles.period}>Период: {financePeriodText(applied)}</p>
      {summary}
      <h2>Платежи</h2>
      <ListRows
        transition={transition}
        error={error}
        empty={payments.length === 0}
        emptyText={filtered ? 'По заданным условиям платежей нет' : 'Платежей пока нет'}
        totalPages={pagination.totalPages}
      >
        <PaymentsTable payments={payments} />
      </ListRows>
    </section>
  );
}
