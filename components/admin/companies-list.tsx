'use client';

import { FilterBar } from '@/components/list/filter-bar';
import { ListState } from '@/components/list/list-state';
import { useListTransition } from '@/components/list/use-list-transition';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import {
  buildCompanyFilterQuery,
  COMPANY_FILTER_KEYS,
  companyFilterFromQuery,
  EMPTY_COMPANY_FILTER,
  isCompanyFilterValid,
  type CompanyFilterDraft,
} from '@/lib/admin-filters';
import type { AdminCompany } from '@/lib/api/admin-types';
import type { Pagination as PaginationData } from '@/lib/api/list-types';
import { formatNumber } from '@/lib/format';
import { CompaniesTable } from './companies-table';
import { CompanyFilterFields } from './company-filter-fields';
import styles from './admin.module.css';

export interface CompaniesListProps {
  companies: AdminCompany[];
  pagination: PaginationData;
  error: string | null;
}

/** §2 /admin/companies: search, filters and page in the URL, the rows and pagination. */
export function CompaniesList({ companies, pagination, error }: CompaniesListProps) {
  const { list, pending, run, refresh } = useListTransition({ filterKeys: COMPANY_FILTER_KEYS });
  const applied = companyFilterFromQuery(list.query);
  const filtered = Boolean(list.query.search) || Object.keys(list.query.filters).length > 0;

  return (
    <section className={styles.page} aria-labelledby="companies-title">
      <header className={styles.header}>
        <h1 id="companies-title">Компании</h1>
      </header>
      <FilterBar<CompanyFilterDraft>
        search={list.query.search}
        filters={applied}
        emptyFilters={EMPTY_COMPANY_FILTER}
        canApply={isCompanyFilterValid}
        placeholder="Поиск по названию, городу или ИНН"
        onApply={({ search, filters }) => run(() => list.apply({ search, filters: buildCompanyFilterQuery(filters) }))}
        onReset={() => run(() => list.clear())}
      >
        {(draft) => <CompanyFilterFields draft={draft} />}
      </FilterBar>
      {!error && (
        <div className={styles.header}>
          <p className={styles.muted} role="status">
            Найдено компаний: {formatNumber(pagination.total)}
          </p>
          {filtered && (
            <Button variant="link" onClick={() => run(() => list.clear())}>
              Сбросить фильтр
            </Button>
          )}
        </div>
      )}
      <ListState
        loading={pending}
        error={error ? true : undefined}
        errorText={error ?? undefined}
        onRetry={refresh}
        empty={companies.length === 0}
        emptyText={filtered ? 'По заданным условиям компаний нет' : 'Компаний пока нет'}
      >
        <CompaniesTable companies={companies} />
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
