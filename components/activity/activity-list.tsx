'use client';

import { ExportButton } from '@/components/list/export-button';
import { FilterBar } from '@/components/list/filter-bar';
import { FilterChips } from '@/components/list/filter-chips';
import { ListState } from '@/components/list/list-state';
import { ListSummary } from '@/components/list/list-summary';
import { useListTransition } from '@/components/list/use-list-transition';
import { DatePicker } from '@/components/ui/date-picker';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import {
  ACTIVITY_FILTER_KEYS,
  EMPTY_ACTIVITY_FILTER,
  OUTCOME_OPTIONS,
  activityChips,
  activityFilterFromQuery,
  buildActivityFilterQuery,
  isActivityFilterValid,
  validateActivityFilter,
  type ActivityFilterDraft,
} from '@/lib/activity/filter';
import { RESOURCE_KINDS, actionName, resourceName } from '@/lib/activity/resources';
import { isSuccess, type ActivityEntry } from '@/lib/activity/types';
import { pickerDate } from '@/lib/format/dates';
import { formatDateSlashTime } from '@/lib/format/format';
import type { Pagination as PaginationData } from '@/lib/lists/types';
import styles from './activity.module.css';
import { ScrollRegion } from '@/components/ui/scroll-region';

export interface ActivityListProps {
  entries: ActivityEntry[];
  pagination: PaginationData;
  error: string | null;
  /** The user names seen in the trail (the «Пользователь» filter). */
  users: string[];
  /** The administrator's screen: every company's trail, with a company filter. */
  companies?: readonly { id: number; name: string }[];
}

const RESOURCE_OPTIONS = RESOURCE_KINDS.map((kind) => ({ id: kind.type, name: kind.name }));

/** «Журнал действий»: who changed what and when, newest first, 20 to a page. */
export function ActivityList({ entries, pagination, error, users, companies }: ActivityListProps) {
  const transition = useListTransition({ filterKeys: ACTIVITY_FILTER_KEYS });
  const { list, run, pending, refresh } = transition;
  const admin = companies !== undefined;
  const userOptions = users.map((name) => ({ id: name, name }));
  const companyOptions = companies ?? [];
  const chips = activityChips(list.query, userOptions, companyOptions);
  const filtered = Boolean(list.query.search) || Object.keys(list.query.filters).length > 0;
  const companyName = (id: number | null) => (id === null ? '—' : (companyOptions.find((c) => c.id === id)?.name ?? `Компания №${id}`));

  return (
    <section className={styles.page} aria-labelledby="activity-title">
      <header className={styles.header}>
        <h1 id="activity-title">Журнал действий</h1>
        <ExportButton list={admin ? 'admin-activity' : 'activity'} />
      </header>
      <FilterBar<ActivityFilterDraft>
        search={list.query.search}
        filters={activityFilterFromQuery(list.query)}
        emptyFilters={EMPTY_ACTIVITY_FILTER}
        canApply={isActivityFilterValid}
        placeholder="Поиск по записи"
        activeCount={chips.length}
        onApply={({ search, filters, history }) => run(() => list.apply({ search, filters: buildActivityFilterQuery(filters) }, { history }))}
        onReset={() => run(() => list.clear())}
      >
        {(draft) => {
          const value = draft.value;
          const errors = validateActivityFilter(value);
          return (
            <>
              <Select label="Пользователь" placeholder="Все пользователи" searchable options={userOptions} value={value.user} onChange={(id) => draft.set('user', String(id))} />
              <Select label="Объект" placeholder="Все объекты" searchable options={RESOURCE_OPTIONS} value={value.resource} onChange={(id) => draft.set('resource', String(id))} />
              {admin && (
                <Select label="Компания" placeholder="Все компании" searchable options={companyOptions} value={value.company === null ? null : Number(value.company)} onChange={(id) => draft.set('company', String(id))} />
              )}
              <Select label="Результат" placeholder="Любой" options={OUTCOME_OPTIONS} value={value.outcome} onChange={(id) => draft.set('outcome', id)} />
              <DatePicker label="Период с" value={pickerDate(value.dateFrom)} error={errors.dateFrom} onChange={(date) => draft.set('dateFrom', date)} />
              <DatePicker label="Период по" value={pickerDate(value.dateTo)} error={errors.dateTo} onChange={(date) => draft.set('dateTo', date)} />
            </>
          );
        }}
      </FilterBar>
      <FilterChips transition={transition} chips={chips} />
      {!error && <ListSummary label="Найдено действий" total={pagination.total} onClear={filtered ? () => run(() => list.clear()) : undefined} />}
      <ListState loading={pending} error={error ? true : undefined} errorText={error ?? undefined} onRetry={refresh} empty={entries.length === 0} emptyText={filtered ? 'По заданным условиям действий нет' : 'Действий пока нет'}>
        <ScrollRegion label="Таблица действий" className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Дата</th>
                <th scope="col">Пользователь</th>
                {admin && <th scope="col">Компания</th>}
                <th scope="col">Действие</th>
                <th scope="col">Объект</th>
                <th scope="col">Поля</th>
                <th scope="col">Результат</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className={styles.nowrap}>{formatDateSlashTime(entry.at)}</td>
                  <td>{entry.userName}</td>
                  {admin && <td>{companyName(entry.companyId)}</td>}
                  <td>{actionName(entry.method, entry.resourceType, entry.path)}</td>
                  <td>
                    <div>{entry.label}</div>
                    <div className={styles.muted}>{resourceName(entry.resourceType)}</div>
                  </td>
                  <td className={styles.fields}>{fieldsText(entry.fields)}</td>
                  <td className={isSuccess(entry) ? styles.ok : styles.failed}>
                    {isSuccess(entry) ? 'Успешно' : 'Ошибка'}
                    {entry.error && <div className={styles.muted}>{entry.error}</div>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </ListState>
      <Pagination page={list.query.page} totalPages={pagination.totalPages} hrefFor={list.hrefFor} />
    </section>
  );
}

/** `{"title":"Осень","isActive":true}` → `title: Осень, isActive: true`. */
function fieldsText(fields: string | null): string {
  if (!fields) return '—';
  try {
    const value = JSON.parse(fields) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const text = Object.entries(value)
        .map(([key, inner]) => `${key}: ${typeof inner === 'string' ? inner : JSON.stringify(inner)}`)
        .join(', ');
      return text.length > 200 ? `${text.slice(0, 200)}…` : text;
    }
    return JSON.stringify(value);
  } catch {
    return fields;
  }
}
