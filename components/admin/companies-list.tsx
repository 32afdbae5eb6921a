'use client';

import dynamic from 'next/dynamic';
import { activityActions } from '@/components/list/bulk-actions';
import { BulkBar } from '@/components/list/lazy-bulk-bar';
import { ExportButton } from '@/components/list/export-button';
import { FilterBar } from '@/components/list/filter-bar';
import { FilterChips } from '@/components/list/filter-chips';
import { ListRows } from '@/components/list/list-rows';
import { ListSummary } from '@/components/list/list-summary';
import { useListSelection } from '@/components/list/use-list-selection';
import { useListTransition } from '@/components/list/use-list-transition';
import {
  buildCompanyFilterQuery,
  COMPANY_FILTER_KEYS,
  companyChips,
  companyFilterFromQuery,
  companyListApiQuery,
  EMPTY_COMPANY_FILTER,
  isCompanyFilterValid,
  type CompanyFilterDraft,
} from '@/lib/admin/filters';
import { ADMIN_COMPANIES_PATH, adminApi } from '@/lib/admin/api';
import type { AdminCompany } from '@/lib/admin/types';
import type { Pagination as PaginationData } from '@/lib/lists/types';
import { CompaniesTable } from './companies-table';
import styles from './admin.module.css';
import { SavedViews } from '@/components/list/saved-views';
import type { ViewTabs } from '@/lib/views/types';

// The filter fields show only in the panel 'Фильтры' opens: they (and the date fields' date-fns)
// load when the pointer or focus reaches that button, out of the list's first-load JS.
const CompanyFilterFields = dynamic(() => import('./company-filter-fields').then((m) => m.CompanyFilterFields), { ssr: false });

export interface CompaniesListProps {
  /** The saved views' tabs above the list, read by the page with their counts. */
  views?: ViewTabs;
  companies: AdminCompany[];
  pagination: PaginationData;
  error: string | null;
}

/** §2 /admin/companies: search, filters and page in the URL, the rows and pagination. */
export function CompaniesList({ companies, pagination, error, views }: CompaniesListProps) {
  const transition = useListTransition({ filterKeys: COMPANY_FILTER_KEYS });
  const { list, run, refresh } = transition;
  const applied = companyFilterFromQuery(list.query);
  const filtered = Boolean(list.query.search) || Object.keys(list.query.filters).length > 0;
  const chips = companyChips(list.query);
  const selection = useListSelection({
    query: list.query,
    rows: companies,
    path: ADMIN_COMPANIES_PATH,
    apiQuery: companyListApiQuery,
    nameOf: (company) => company.name,
  });
  // The company card's activate / deactivate, for many companies (the administrator deletes none).
  const bulkActions = activityActions({ setActive: (id, isActive) => adminApi.updateCompany(id, { isActive }), forms: ['компанию', 'компании', 'компаний'] });

  return (
    <section className={styles.page} aria-labelledby="companies-title">
      <header className={styles.header}>
        <h1 id="companies-title">Компании</h1>
        <ExportButton list="companies" />
      </header>
      {views && <SavedViews tabs={views} />}
      <FilterBar<CompanyFilterDraft>
        search={list.query.search}
        filters={applied}
        emptyFilters={EMPTY_COMPANY_FILTER}
        canApply={isCompanyFilterValid}
        placeholder="Поиск по названию, городу или ИНН"
        activeCount={chips.length}
        onApply={({ search, filters, history }) => run(() => list.apply({ search, filters: buildCompanyFilterQuery(filters) }, { history }))}
        onReset={() => run(() => list.clear())}
        onPrepare={() => void import('./company-filter-fields')}
      >
        {(draft) => <CompanyFilterFields draft={draft} />}
      </FilterBar>
      <FilterChips transition={transition} chips={chips} />
      {!error && (
        <ListSummary
          label="Найдено компаний"
          total={pagination.total}
          onClear={filtered ? () => run(() => list.clear()) : undefined}
        />
      )}
      <ListRows
        transition={transition}
        error={error}
        empty={companies.length === 0}
        emptyText={filtered ? 'По заданным условиям компаний нет' : 'Компаний пока нет'}
        totalPages={pagination.totalPages}
      >
        <CompaniesTable companies={companies} selection={selection} />
      </ListRows>
      <BulkBar selection={selection} total={pagination.total} actions={bulkActions} onDone={refresh} />
    </section>
  );
}
