'use client';

import { FilterBar } from '@/components/list/filter-bar';
import { FilterChips } from '@/components/list/filter-chips';
import { ListRows } from '@/components/list/list-rows';
import { ListSummary } from '@/components/list/list-summary';
import { useListTransition } from '@/components/list/use-list-transition';
import {
  buildCompanyFilterQuery,
  COMPANY_FILTER_KEYS,
  companyChips,
  companyFilterFromQuery,
  EMPTY_COMPANY_FILTER,
  isCompanyFilterValid,
  type CompanyFilterDraft,
} from '@/lib/admin-filters';
import type { AdminCompany } from '@/lib/api/admin-types';
import type { Pagination as PaginationData } from '@/lib/api/list-types';
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
  const transition = useListTransition({ filterKeys: COMPANY_FILTER_KEYS });
  const { list, run } = transition;
  const applied = companyFilterFromQuery(list.query);
  const filtered = Boolean(list.query.search) || Object.keys(list.query.filters).length > 0;
  const chips = companyChips(list.query);

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
        activeCount={chips.length}
        onApply={({ search, filters }) => run(() => list.apply({ search, filters: buildCompanyFilterQuery(filters) }))}
        onReset={() => run(() => list.clear())}
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
        <CompaniesTable companies={companies} />
      </ListRows>
    </section>
  );
}
