'use client';

import type { FilterDraft } from '@/components/list/filter-bar';
import { DatePicker } from '@/components/ui/date-picker';
import { Select } from '@/components/ui/select';
import { OUTCOME_OPTIONS, validateActivityFilter, type ActivityFilterDraft } from '@/lib/activity/filter';
import { RESOURCE_KINDS } from '@/lib/audit/resources';
import { pickerDate } from '@/lib/format/invalid-date';

const RESOURCE_OPTIONS = RESOURCE_KINDS.map((kind) => ({ id: kind.type, name: kind.name }));

export interface ActivityFilterFieldsProps {
  draft: FilterDraft<ActivityFilterDraft>;
  /** The user names seen in the trail. */
  users: readonly { id: string; name: string }[];
  /** The administrator's screen only: the «Компания» filter. */
  companies?: readonly { id: string; name: string }[];
}

/** The trail's filter: user, object, company (administrator), outcome and period. */
export function ActivityFilterFields({ draft, users, companies }: ActivityFilterFieldsProps) {
  const value = draft.value;
  const errors = validateActivityFilter(value);
  return (
    <>
      <Select label="Пользователь" placeholder="Все пользователи" searchable options={users} value={value.user} onChange={(id) => draft.set('user', String(id))} />
      <Select label="Объект" placeholder="Все объекты" searchable options={RESOURCE_OPTIONS} value={value.resource} onChange={(id) => draft.set('resource', String(id))} />
      {companies && (
        <Select label="Компания" placeholder="Все компании" searchable options={companies} value={value.company} onChange={(id) => draft.set('company', id)} />
      )}
      <Select label="Результат" placeholder="Любой" options={OUTCOME_OPTIONS} value={value.outcome} onChange={(id) => draft.set('outcome', id)} />
      <DatePicker label="Период с" value={pickerDate(value.dateFrom)} error={errors.dateFrom} onChange={(date) => draft.set('dateFrom', date)} />
      <DatePicker label="Период по" value={pickerDate(value.dateTo)} error={errors.dateTo} onChange={(date) => draft.set('dateTo', date)} />
    </>
  );
}
