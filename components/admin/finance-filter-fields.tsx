'use client';

import type { FilterDraft } from '@/components/list/filter-bar';
import { DatePicker } from '@/components/ui/date-picker';
import { Select } from '@/components/ui/select';
import type { FinanceFilterDraft } from '@/lib/admin/filters';
import type { CompanyOption } from '@/lib/admin/types';
import { validateDateRange } from '@/lib/lists/query';
import { pickerDate } from '@/lib/format/invalid-date';

export interface FinanceFilterFieldsProps {
  draft: FilterDraft<FinanceFilterDraft>;
  companies: readonly CompanyOption[];
}

/** The finance filter: payment period and company. */
export function FinanceFilterFields({ draft, companies }: FinanceFilterFieldsProps) {
  const value = draft.value;
  const errors = validateDateRange(value.dateFrom, value.dateTo);
  return (
    <>
      <DatePicker
        label="Период с"
        value={pickerDate(value.dateFrom)}
        error={errors.dateFrom}
        onChange={(date) => draft.set('dateFrom', date)}
      />
      <DatePicker
        label="Период по"
        value={pickerDate(value.dateTo)}
        error={errors.dateTo}
        onChange={(date) => draft.set('dateTo', date)}
      />
      <Select
        label="Компания"
        placeholder="Все компании"
        searchable
        options={companies}
        value={value.companyId}
        onChange={(id) => draft.set('companyId', id)}
      />
    </>
  );
}
