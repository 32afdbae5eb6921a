'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { AsyncConfirmPopup } from '@/components/ui/async-confirm-popup';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { useToast } from '@/components/ui/toast';
import { useAfterChange } from '@/components/ui/use-route-data';
import type { Pagination as PaginationInfo } from '@/lib/lists/types';
import { settingsApi, type StatusCode, type StoreStatus } from '@/lib/settings/api';
import { paths } from '@/lib/paths';
import { optionName } from '@/lib/settings/options';
import { StatusBadge } from '@/components/orders/status-badge';
import { EditableTable } from './editable-table';
import { StatusPopup } from './status-popup';
import styles from './settings.module.css';

export interface StatusesSectionProps {
  rows: StoreStatus[];
  pagination: PaginationInfo;
  codes: StatusCode[];
  error: string | null;
}

const pageHref = (page: number) => (page > 1 ? `${paths.settingsStore}?page=${page}` : paths.settingsStore);

/** §3 store statuses: a page of them (GET market/statuses?page=), created, edited and deleted in popups. */
export function StatusesSection({ rows, pagination, codes, error }: StatusesSectionProps) {
  const router = useRouter();
  const { notify } = useToast();
  const [moving, startTransition] = useTransition();
  const { changed, pending: reloading } = useAfterChange();
  const loading = moving || reloading;
  const [editing, setEditing] = useState<{ status: StoreStatus | null; key: number } | null>(null);
  const [deleting, setDeleting] = useState<StoreStatus | null>(null);

  // The statuses page stays where it is on the screen: the list is under the other cards.
  const reload = () => changed();
  const go = (page: number) =>
    page === pagination.currentPage ? reload() : startTransition(() => router.push(pageHref(page), { scroll: false }));

  const confirmDelete = async () => {
    if (!deleting) return;
    await settingsApi.removeStatus(deleting.id);
    notify({ tone: 'success', text: 'Статус удалён' });
    // The last row of a later page is gone: show the page before it.
    if (rows.length === 1 && pagination.currentPage > 1) go(pagination.currentPage - 1);
    else reload();
  };

  return (
    <section className={styles.card} aria-labelledby="statuses-title" aria-busy={loading || undefined}>
      <div className={styles.cardHeader}>
        <h2 id="statuses-title">Статусы заказов</h2>
        <Button onClick={() => setEditing({ status: null, key: Date.now() })}>Добавить статус</Button>
      </div>
      {error ? (
        <p className={styles.empty} role="alert">
          {error}
        </p>
      ) : rows.length === 0 ? (
        <p className={styles.empty}>Статусов пока нет</p>
      ) : (
        <EditableTable
          labelledBy="statuses-title"
          regionLabel="Таблица статусов"
          columns={[
            { title: 'Название', cell: (status: StoreStatus) => <StatusBadge status={status} /> },
            { title: 'Код статуса', cell: (status: StoreStatus) => optionName(codes, status.code) },
            { title: 'Внешний ID', cell: (status: StoreStatus) => status.extId, className: styles.code },
          ]}
          rows={rows}
          onEdit={(status) => setEditing({ status, key: Date.now() })}
          onDelete={setDeleting}
        />
      )}
      <Pagination page={pagination.currentPage} totalPages={pagination.totalPages} hrefFor={pageHref} />
      {editing && (
        <StatusPopup
          key={editing.key}
          status={editing.status}
          codes={codes}
          onClose={() => setEditing(null)}
          onSaved={(_saved, isNew) => {
            setEditing(null);
            notify({ tone: 'success', text: isNew ? 'Статус добавлен' : 'Статус сохранён' });
            // A new status goes last: open the last page so it is seen.
            if (isNew) go(Math.ceil((pagination.total + 1) / pagination.perPage));
            else reload();
          }}
        />
      )}
      <AsyncConfirmPopup
        open={deleting !== null}
        message={deleting ? `Вы действительно хотите удалить статус «${deleting.name}»?` : undefined}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
