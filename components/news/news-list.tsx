'use client';

import dynamic from 'next/dynamic';
import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import { activityActions } from '@/components/list/bulk-actions';
import { BulkBar } from '@/components/list/lazy-bulk-bar';
import { ExportButton } from '@/components/list/export-button';
import { FilterBar } from '@/components/list/filter-bar';
import { FilterChips } from '@/components/list/filter-chips';
import listStyles from '@/components/list/list-page.module.css';
import { ListRows } from '@/components/list/list-rows';
import { useListSelection } from '@/components/list/use-list-selection';
import { useListTransition } from '@/components/list/use-list-transition';
import type { Pagination as PaginationData } from '@/lib/lists/types';
import { NEWS_FILTER_KEYS, NEWS_PATH, newsApi, type NewsItem } from '@/lib/news/api';
import { formatNumber } from '@/lib/format/format';
import { chipsOf, yesNoChip } from '@/lib/lists/filter-chips';
import type { ListItem } from '@/lib/lists/items';
import { booleanFilter } from '@/lib/lists/query';
import { paths } from '@/lib/paths';
import { NewsTable } from './news-table';
import { SavedViews } from '@/components/list/saved-views';
import type { ViewTabs } from '@/lib/views/types';

// The filter fields show only in the panel 'Фильтры' opens: they load when the pointer or focus
// reaches that button, out of the list's first-load JS.
const YesNoField = dynamic(() => import('@/components/list/yes-no-field').then((m) => m.YesNoField), { ssr: false });
// Asked only after a row's «Удалить»: the dialog loads then, not with the list.
const DeleteNewsPopup = dynamic(() => import('./delete-news-popup').then((m) => m.DeleteNewsPopup), { ssr: false });

interface NewsFilterDraft {
  published: boolean | null;
}

const EMPTY_FILTER: NewsFilterDraft = { published: null };

export interface NewsListProps {
  /** The saved views' tabs above the list, read by the page with their counts. */
  views?: ViewTabs;
  items: NewsItem[];
  pagination: PaginationData;
  error: string | null;
}

/** §2 /news: search, the publication filter, the rows and pagination, all kept in the URL. */
export function NewsList({ items, pagination, error, views }: NewsListProps) {
  const transition = useListTransition({ filterKeys: NEWS_FILTER_KEYS });
  const { list, run, refresh, afterDelete, afterBulk } = transition;
  const [deleting, setDeleting] = useState<NewsItem | null>(null);
  const published = list.query.filters.published;
  const applied: NewsFilterDraft = { published: booleanFilter(published) };
  const chips = chipsOf(yesNoChip(list.query, 'published', 'Опубликована'));
  const selection = useListSelection({ query: list.query, rows: items, path: NEWS_PATH, nameOf: (item) => item.title });
  // News has publishing where other lists have activity: the same calls as the row's switch.
  const bulkActions = [
    { label: 'Опубликовать', run: ({ id }: ListItem) => newsApi.setPublished(id, true) },
    { label: 'Снять с публикации', run: ({ id }: ListItem) => newsApi.setPublished(id, false) },
    ...activityActions({ remove: newsApi.remove, forms: ['новость', 'новости', 'новостей'] }),
  ];

  const onDeleted = () => {
    setDeleting(null);
    afterDelete(items.length);
  };

  return (
    <section className={listStyles.page} aria-labelledby="news-title">
      <header className={listStyles.header}>
        <h1 id="news-title">Новости</h1>
        <div className={listStyles.headerActions}>
          <ExportButton list="news" />
          <IntentLink href={paths.newsCreate} className={listStyles.linkButton}>
            Добавить новость
          </IntentLink>
        </div>
      </header>
      {views && <SavedViews tabs={views} />}
      <FilterBar<NewsFilterDraft>
        search={list.query.search}
        filters={applied}
        emptyFilters={EMPTY_FILTER}
        placeholder="Поиск по заголовку или краткому тексту"
        activeCount={chips.length}
        onApply={({ search, filters, history }) => run(() => list.apply({ search, filters: { published: filters.published } }, { history }))}
        onReset={() => run(() => list.clear())}
        onPrepare={() => void import('@/components/list/yes-no-field')}
      >
        {(draft) => <YesNoField legend="Опубликована" value={draft.value.published} onChange={(value) => draft.set('published', value)} />}
      </FilterBar>
      <FilterChips transition={transition} chips={chips} />
      {!error && <p className={listStyles.total}>Найдено новостей: {formatNumber(pagination.total)}</p>}
      <ListRows
        transition={transition}
        error={error}
        empty={items.length === 0}
        emptyText={list.query.search || published ? 'Новости не найдены' : 'Новостей пока нет'}
        emptyAction={list.query.search || published ? undefined : { href: paths.newsCreate, label: 'Написать первую новость' }}
        totalPages={pagination.totalPages}
      >
        <NewsTable items={items} selection={selection} onDelete={setDeleting} onChanged={refresh} />
      </ListRows>
      <BulkBar selection={selection} total={pagination.total} actions={bulkActions} onDone={(removed) => afterBulk(removed, pagination.total)} />
      {deleting && <DeleteNewsPopup item={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />}
    </section>
  );
}
