'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import { FilterBar } from '@/components/list/filter-bar';
import { ListRows } from '@/components/list/list-rows';
import { useListTransition } from '@/components/list/use-list-transition';
import { AsyncConfirmPopup } from '@/components/ui/async-confirm-popup';
import { integrationApi, type IntegrationLink } from '@/lib/integrations/api';
import type { Pagination as PaginationData } from '@/lib/lists/types';
import type { ImportKind } from '@/lib/import/rows';
import { paths } from '@/lib/paths';
import { LinkRow } from './link-row';
import styles from './integrations.module.css';
import { ScrollRegion } from '@/components/ui/scroll-region';

export interface LinksScreenProps {
  kind: ImportKind;
  links: IntegrationLink[];
  pagination: PaginationData;
  error: string | null;
}

/**
 * The integration 'edit' screens (§2): which record has which id in the external system.
 * The ids come from imports; here they are corrected or unlinked.
 */
export function LinksScreen({ kind, links, pagination, error }: LinksScreenProps) {
  const transition = useListTransition({ filterKeys: [] });
  const { list, run, refresh } = transition;
  const [removing, setRemoving] = useState<IntegrationLink | null>(null);
  const title = kind === 'client' ? 'Внешние ID клиентов' : 'Внешние ID заказов';

  const remove = async () => {
    if (!removing) return;
    await integrationApi.removeLink(kind, removing.id);
    refresh();
  };

  return (
    <section className={styles.page} aria-labelledby="links-title">
      <IntentLink href={paths.integrations} className={styles.back}>
        ← К интеграциям
      </IntentLink>
      <h1 id="links-title">{title}</h1>
      <p className={styles.muted}>
        Связи появляются при импорте. По внешнему ID учётная система находит {kind === 'client' ? 'клиента' : 'заказ'} при следующих загрузках.{' '}
        <IntentLink href={kind === 'client' ? paths.integrationClientImport : paths.integrationOrderImport}>Импортировать из файла</IntentLink>
      </p>
      <FilterBar<Record<string, never>>
        search={list.query.search}
        filters={{}}
        emptyFilters={{}}
        placeholder="Поиск по внешнему ID, имени или телефону"
        onApply={({ search, history }) => run(() => list.apply({ search, filters: {} }, { history }))}
        onReset={() => run(() => list.clear())}
      />
      <ListRows
        transition={transition}
        error={error}
        empty={links.length === 0}
        emptyText="Связей пока нет"
        totalPages={pagination.totalPages}
      >
        <ScrollRegion label="Таблица связей" className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{kind === 'client' ? 'Клиент' : 'Заказ'}</th>
                <th scope="col">Телефон</th>
                <th scope="col">Внешний ID</th>
                <th scope="col">
                  <span className="visually-hidden">Действия</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {links.map((link) => (
                <LinkRow key={`${link.id}-${link.externalId}`} link={link} onDelete={setRemoving} />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </ListRows>
      <AsyncConfirmPopup
        open={removing !== null}
        message={removing ? `Отвязать «${removing.title}» от внешнего ID ${removing.externalId}?` : undefined}
        confirmText="Да, отвязать"
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
