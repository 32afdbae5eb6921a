'use client';

import dynamic from 'next/dynamic';
import { ExportButton } from '@/components/list/export-button';
import { FilterBar } from '@/components/list/filter-bar';
import { FilterChips } from '@/components/list/filter-chips';
import { ListState } from '@/components/list/list-state';
import { ListSummary } from '@/components/list/list-summary';
import { useListTransition } from '@/components/list/use-list-transition';
import { Pagination } from '@/components/ui/pagination';
import {
  ACTIVITY_FILTER_KEYS,
  EMPTY_ACTIVITY_FILTER,
  activityChips,
  activityFilterFromQuery,
  buildActivityFilterQuery,
  isActivityFilterValid,
  type ActivityFilterDraft,
} from '@/lib/activity/filter';
import { fieldsText } from '@/lib/activity/fields';
import { actionName, resourceName } from '@/lib/audit/resources';
import { isSuccess, type ActivityEntry } from '@/lib/audit/entry';
import { formatDateSlashTime } from '@/lib/format/format';
import type { Pagination as PaginationData } from '@/lib/lists/types';
import cards from '@/components/list/card-table.module.css';
import styles from './activity.module.css';
import { ScrollRegion } from '@/components/ui/scroll-region';

export interface ActivityListProps {
  entries: ActivityEntry[];
  pagination: PaginationData;
  error: string | null;
  /** The user names seen in the trail (the «Пользователь» filter). */
  users: string[];
  /** The administrator's screen: every tenant's trail, with a company filter (ids are tenant keys). */
  companies?: readonly { id: string; name: string }[];
}

// The filter fields show only in the panel 'Фильтры' opens: they (and the date fields' date-fns)
// load when the pointer or focus reaches that button, out of the list's first-load JS.
const ActivityFilterFields = dynamic(() => import('./activity-filter-fields').then((m) => m.ActivityFilterFields), { ssr: false });

/** «Журнал действий»: who changed what and when, newest first, 20 to a page. */
export function ActivityList({ entries, pagination, error, users, companies }: ActivityListProps) {
  const transition = useListTransition({ filterKeys: ACTIVITY_FILTER_KEYS });
  const { list, run, pending, refresh } = transition;
  const admin = companies !== undefined;
  const userOptions = users.map((name) => ({ id: name, name }));
  const companyOptions = companies ?? [];
  const chips = activityChips(list.query, userOptions, companyOptions);
  const filtered = Boolean(list.query.search) || Object.keys(list.query.filters).length > 0;
  const companyName = (tenant: string | null) => (tenant === null ? '—' : (companyOptions.find((c) => c.id === tenant)?.name ?? tenant));

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
        onPrepare={() => void import('./activity-filter-fields')}
      >
        {(draft) => <ActivityFilterFields draft={draft} users={userOptions} companies={admin ? companyOptions : undefined} />}
      </FilterBar>
      <FilterChips transition={transition} chips={chips} />
      {!error && <ListSummary label="Найдено действий" total={pagination.total} onClear={filtered ? () => run(() => list.clear()) : undefined} />}
      <ListState loading={pending} error={error ? true : undefined} errorText={error ?? undefined} onRetry={refresh} empty={entries.length === 0} emptyText={filtered ? 'По заданным условиям действий нет' : 'Действий пока нет'}>
        <ScrollRegion label="Таблица действий" className={styles.tableWrap}>
          {/* Below the tablet breakpoint each entry is a card (components/list/card-table.module.css),
              as every other list: the record first, then «Подпись: значение» lines. */}
          <table className={`${styles.table} ${cards.cards}`}>
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
                  <td className={styles.nowrap} data-label="Дата">{formatDateSlashTime(entry.at)}</td>
                  <td data-label="Пользователь">{entry.userName}</td>
                  {admin && <td data-label="Компания">{companyName(entry.tenant)}</td>}
                  <td data-label="Действие">{actionName(entry.method, entry.resourceType, entry.path)}</td>
                  <td data-card="title">
                    <div>{entry.label}</div>
                    <div className={styles.muted}>{resourceName(entry.resourceType)}</div>
                  </td>
                  <td className={styles.fields} data-label="Поля">{fieldsText(entry.fields, entry.resourceType)}</td>
                  <td className={isSuccess(entry) ? styles.ok : styles.failed} data-label="Результат">
                    <span>{isSuccess(entry) ? 'Успешно' : 'Ошибка'}</span>
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
