'use client';

import type { FilterDraft } from '@/components/list/filter-bar';
import { YES_NO_OPTIONS } from '@/components/list/yes-no';
import { DatePicker } from '@/components/ui/date-picker';
import { RadioGroup } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import { APP_STATE_LABELS, APP_STATES } from '@/lib/admin/types';
import { validateCompanyFilter, type CompanyFilterDraft } from '@/lib/admin/filters';
import { pickerDate } from '@/lib/format/invalid-date';

const STATE_OPTIONS = APP_STATES.map((state) => ({ id: state, name: APP_STATE_LABELS[state] }));

/** The companies filter: app state, activity and the registration period. */
export function CompanyFilterFields({ draft }: { draft: FilterDraft<CompanyFilterDraft> }) {
  const value = draft.value;
  const errors = validateCompanyFilter(value);
  return (
    <>
      <Select
        label="Статус приложения"
        placeholder="Все статусы"
        options={STATE_OPTIONS}
        value={value.appState}
        onChange={(state) => draft.set('appState', state)}
      />
      <RadioGroup
        legend="Активность"
        options={YES_NO_OPTIONS}
        value={value.active}
        onChange={(active) => draft.set('active', active)}
      />
      <DatePicker
        label="Регистрация с"
        value={pickerDate(value.dateFrom)}
        error={errors.dateFrom}
        onChange={(date) => draft.set('dateFrom', date)}
      />
      <DatePicker
        label="Регистрация по"
        value={pickerDate(value.dateTo)}
        error={errors.dateTo}
        onChange={(date) => draft.set('dateTo', date)}
      />
    </>
  );
}
