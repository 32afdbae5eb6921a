'use client';

import type { FilterDraft } from '@/components/list/filter-bar';
import { Checkbox } from '@/components/ui/checkbox';
import { DatePicker } from '@/components/ui/date-picker';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import type { CustomerOption } from '@/lib/clients/api';
import type { StatusOption } from '@/lib/orders/api';
import { pickerDate } from '@/lib/format/invalid-date';
import { MAX_TOTAL_LABEL, MIN_TOTAL_LABEL, totalFieldText, validateOrderFilter, type OrderFilterDraft } from '@/lib/orders/filter';
import styles from './orders.module.css';

export interface OrderFilterFieldsProps {
  draft: FilterDraft<OrderFilterDraft>;
  statuses: readonly StatusOption[];
  customers: readonly CustomerOption[];
}

/** §3 order filter: status checkboxes, client select, total range and period. */
export function OrderFilterFields({ draft, statuses, customers }: OrderFilterFieldsProps) {
  const value = draft.value;
  const errors = validateOrderFilter(value);
  const chosen = value.status.map(String);
  const toggle = (id: string, checked: boolean) =>
    draft.set('status', checked ? [...chosen, id] : chosen.filter((s) => s !== id));

  return (
    <>
      <fieldset className={styles.statuses}>
        <legend>Статус</legend>
        {statuses.length === 0 && <span className={styles.muted}>Список пуст</span>}
        {statuses.map((status) => (
          <Checkbox
            key={status.id}
            label={status.name}
            checked={chosen.includes(String(status.id))}
            onChange={(event) => toggle(String(status.id), event.target.checked)}
          />
        ))}
      </fieldset>
      <Select
        label="Клиент"
        placeholder="Все клиенты"
        searchable
        options={customers}
        value={value.user === null ? null : Number(value.user)}
        onChange={(id) => draft.set('user', id)}
      />
      {/* Money is typed as in the forms (decimal keyboard, '1 990,50') and read by the same layer:
          what cannot be read is said under the field at once, and the panel cannot apply it. */}
      <TextField
        label={MIN_TOTAL_LABEL}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        value={value.minTotal}
        error={errors.minTotal}
        onChange={(event) => draft.set('minTotal', event.target.value)}
        onBlur={(event) => draft.set('minTotal', totalFieldText(event.target.value))}
      />
      <TextField
        label={MAX_TOTAL_LABEL}
        inputMode="decimal"
        autoComplete="off"
        placeholder="Без ограничения"
        value={value.maxTotal}
        error={errors.maxTotal}
        onChange={(event) => draft.set('maxTotal', event.target.value)}
        onBlur={(event) => draft.set('maxTotal', totalFieldText(event.target.value))}
      />
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
    </>
  );
}
