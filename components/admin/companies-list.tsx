'use client';

import dynamic from 'next/dynamic';
import { activityActions } from '@/components/list/bulk-actions';
import { ExportButton } from '@/components/list/export-button';
import { ResourceList } from '@/components/list/resource-list';
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

// The company card's activate / deactivate, for many companies (the administrator deletes none).
const BULK_ACTIONS = activityActions({ setActive: (id, isActive) => adminApi.updateCompany(id, { isActive }), forms: ['компанию', 'компании', 'компаний'] });

/** §2 /admin/companies: search, filters and page in the URL, the rows and pagination. */
export function CompaniesList({ companies, pagination, error, views }: CompaniesListProps) {
  return (
    <ResourceList<AdminCompany, CompanyFilterDraft>
      titleId="companies-title"
      title="Компании"
      actions={<ExportButton list="companies" />}
      views={views}
      rows={companies}
      pagination={pagination}
      error={error}
      path={ADMIN_COMPANIES_PATH}
      apiQuery={companyListApiQuery}
      nameOf={(company) => company.name}
      filter={{
        keys: COMPANY_FILTER_KEYS,
        of: companyFilterFromQuery,
        empty: EMPTY_COMPANY_FILTER,
        patch: buildCompanyFilterQuery,
        canApply: isCompanyFilterValid,
        placeholder: 'Поиск по названию, городу или ИНН',
        prepare: () => void import('./company-filter-fields'),
        fields: (draft) => <CompanyFilterFields draft={draft} />,
        chips: companyChips,
      }}
      found="Найдено компаний"
      clearable
      empty={{ text: 'Компаний пока нет', filtered: 'По заданным условиям компаний нет' }}
      table={(selection) => <CompaniesTable companies={companies} selection={selection} />}
      bulkActions={BULK_ACTIONS}
    />
  );
}
