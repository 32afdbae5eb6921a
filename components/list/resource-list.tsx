'use client';

import { useState, type ReactNode } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import { ExportButton } from './export-button';
import { BulkBar } from './lazy-bulk-bar';
import { FilterBar, type FilterDraft } from './filter-bar';
import { FilterChips } from './filter-chips';
import listStyles from './list-page.module.css';
import { ListRows } from './list-rows';
import { ListSummary } from './list-summary';
import { ResourceTable, type ResourceCellContext, type ResourceColumn } from './resource-table';
import type { RowAction } from './row-actions';
import { SavedViews } from './saved-views';
import type { BulkAction } from './use-bulk-action';
import { useListSelection } from './use-list-selection';
import { useListTransition } from './use-list-transition';
import type { Selection } from './use-selection';
import { formatNumber } from '@/lib/format/format';
import type { FilterChip } from '@/lib/lists/filter-chips';
import type { FilterPatch, ListQuery } from '@/lib/lists/query';
import type { Pagination as PaginationData } from '@/lib/lists/types';
import type { ViewTabs } from '@/lib/views/types';

/** The list's filter panel: the applied draft read from the URL, how it goes back, and its fields. */
export interface ResourceFilter<Draft> {
  /** The screen's filter keys in the URL; other parameters are left alone. */
  keys: readonly string[];
  of: (query: ListQuery) => Draft;
  empty: Draft;
  patch: (draft: Draft) => FilterPatch;
  /** The search field's placeholder. */
  placeholder: string;
  /** False keeps 'Применить' disabled (e.g. a reversed date range). */
  canApply?: (draft: Draft) => boolean;
  /** Starts loading the fields (next/dynamic) when the pointer or focus reaches 'Фильтры'. */
  prepare: () => void;
  fields: (draft: FilterDraft<Draft>) => ReactNode;
  chips: (query: ListQuery) => FilterChip[];
}

export interface ResourceListProps<Row extends { id: number }, Draft> {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  /** The header's right side: export, links to create. */
  actions: ReactNode;
  /** Between the header and the saved views (e.g. the catalog's tabs). */
  nav?: ReactNode;
  /** The saved views' tabs above the list, read by the page with their counts. */
  views?: ViewTabs;
  rows: readonly Row[];
  pagination: PaginationData;
  error: string | null;
  /** The BFF list call of "Выбрать все N" and how the URL's query becomes its query. */
  path: string;
  apiQuery?: (query: ListQuery) => Record<string, string>;
  /** The row's name, as its checkbox, its actions and a bulk failure name it. */
  nameOf: (row: Row) => string;
  filter: ResourceFilter<Draft>;
  /** 'Найдено …' over the rows; `clearable` adds 'Сбросить фильтр' while a filter is applied. */
  found: string;
  clearable?: boolean;
  /** The empty list's text without a filter, with one, and the link to create the first record. */
  empty: { text: string; filtered: string; action?: { href: string; label: string } };
  /** The rows as column definitions … */
  columns?: readonly ResourceColumn<Row>[];
  rowActions?: (row: Row, context: ResourceCellContext<Row>) => readonly RowAction[];
  /** … or a table of the resource's own. */
  table?: (selection: Selection) => ReactNode;
  /** Above the rows, under the summary (e.g. the live orders' bar). */
  beforeRows?: (query: ListQuery) => ReactNode;
  bulkActions: readonly BulkAction[] | ((selection: Selection) => readonly BulkAction[]);
  /** Inputs a bulk action needs (e.g. the new order status). */
  bulkFields?: (selection: Selection) => ReactNode;
  /** The dialog a row's «Удалить» opens (loaded then, not with the list). */
  deletePopup?: (row: Row, done: { onClose: () => void; onDeleted: () => void }) => ReactNode;
}

/**
 * §2 one list screen for every resource: the header, saved views, search and filter panel with
 * chips, the count, the rows (from column definitions), pagination, the bulk bar and the delete
 * dialog, all kept in the URL. A resource gives its texts, filter and columns.
 */
export function ResourceList<Row extends { id: number }, Draft>(props: ResourceListProps<Row, Draft>) {
  const { titleId, title, actions, nav, views, rows, pagination, error, filter, empty, columns, rowActions } = props;
  const transition = useListTransition({ filterKeys: filter.keys });
  const { list, run, refresh, afterDelete, afterBulk } = transition;
  const [deleting, setDeleting] = useState<Row | null>(null);
  const filtered = Boolean(list.query.search) || Object.keys(list.query.filters).length > 0;
  const chips = filter.chips(list.query);
  const selection = useListSelection({ query: list.query, rows, path: props.path, apiQuery: props.apiQuery, nameOf: props.nameOf });
  const bulkActions = typeof props.bulkActions === 'function' ? props.bulkActions(selection) : props.bulkActions;
  const context: ResourceCellContext<Row> = { refresh, remove: setDeleting };
  const onDeleted = () => {
    setDeleting(null);
    afterDelete(rows.length);
  };

  return (
    <section className={listStyles.page} aria-labelledby={titleId}>
      <header className={listStyles.header}>
        <h1 id={titleId}>{title}</h1>
        {actions}
      </header>
      {nav}
      {views && <SavedViews tabs={views} />}
      <FilterBar<Draft>
        search={list.query.search}
        filters={filter.of(list.query)}
        emptyFilters={filter.empty}
        canApply={filter.canApply}
        placeholder={filter.placeholder}
        activeCount={chips.length}
        onApply={({ search, filters, history }) => run(() => list.apply({ search, filters: filter.patch(filters) }, { history }))}
        onReset={() => run(() => list.clear())}
        onPrepare={filter.prepare}
      >
        {filter.fields}
      </FilterBar>
      <FilterChips transition={transition} chips={chips} />
      {!error &&
        (props.clearable ? (
          <ListSummary label={props.found} total={pagination.total} onClear={filtered ? () => run(() => list.clear()) : undefined} />
        ) : (
          <p className={listStyles.total}>{`${props.found}: ${formatNumber(pagination.total)}`}</p>
        ))}
      {props.beforeRows?.(list.query)}
      <ListRows
        transition={transition}
        error={error}
        empty={rows.length === 0}
        emptyText={filtered ? empty.filtered : empty.text}
        emptyAction={filtered ? undefined : empty.action}
        totalPages={pagination.totalPages}
      >
        {columns ? (
          <ResourceTable rows={rows} columns={columns} nameOf={props.nameOf} actions={rowActions} context={context} selection={selection} />
        ) : (
          props.table?.(selection)
        )}
      </ListRows>
      {/* Its code loads in the frame's idle queue, or at once with a row selected before that. */}
      <BulkBar now={selection.count > 0} selection={selection} total={pagination.total} actions={bulkActions} onDone={(removed) => afterBulk(removed, pagination.total)}>
        {props.bulkFields?.(selection)}
      </BulkBar>
      {deleting && props.deletePopup?.(deleting, { onClose: () => setDeleting(null), onDeleted })}
    </section>
  );
}

/** A list header's export and 'Добавить …' link. */
export function ExportAndAdd({ list, href, label }: { list: string; href: string; label: string }) {
  return (
    <div className={listStyles.headerActions}>
      <ExportButton list={list} />
      <IntentLink href={href} className={listStyles.linkButton}>
        {label}
      </IntentLink>
    </div>
  );
}
