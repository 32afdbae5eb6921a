'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { AsyncConfirmPopup } from '@/components/ui/async-confirm-popup';
import { Button } from '@/components/ui/button';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { useAfterChange } from '@/components/ui/use-route-data';
import { formatNumber } from '@/lib/format/format';
import { ownApi } from '@/lib/api/client';
import { sameViewQuery, viewQuery, type SavedView, type ViewTabs } from '@/lib/views/types';
import { SAVE_VIEW_TEXT } from './saved-views-texts';
import styles from './saved-views.module.css';

// The save dialog opens only on a click: its form (react-hook-form, yup) loads after the first
// paint instead of adding to every list's first-load JS (the delete confirmation loads its own
// code when first opened).
const SaveViewPopup = dynamic(() => import('./save-view-popup').then((m) => m.SaveViewPopup), { ssr: false });

// Our own grouping, not toLocaleString('ru-RU'): the first Intl call of a page loads the locale's
// data, which cost about 60 ms of a phone's CPU while a list hydrated.
const countText = (count: number | null) => (count === null ? '—' : formatNumber(count, 0));

/**
 * Tabs above a list: «Все» and one per saved view, each a link to its query with its live
 * count, the one matching the address marked current. «Сохранить вид» keeps the address's
 * filters, sort and page size under a name. The address stays the source of truth: a tab is
 * only a link, and a view matching no tab leaves none marked.
 */
export function SavedViews({ tabs }: { tabs: ViewTabs }) {
  const pathname = usePathname() ?? '';
  const searchParams = useSearchParams();
  const current = viewQuery(searchParams?.toString() ?? '');
  const selected = tabs.views.find((view) => sameViewQuery(view.query, current));
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const { changed } = useAfterChange();

  return (
    <div className={styles.bar}>
      <nav className={styles.scroller} aria-label="Виды списка">
        <ScrollRegion outerClassName={styles.stripOuter}>
        <ul className={styles.tabs}>
          <li className={styles.item}>
            <TabLink href={pathname} name="Все" count={tabs.allCount} current={current === ''} />
          </li>
          {tabs.views.map((view) => (
            <li key={view.id} className={styles.item}>
              <TabLink href={view.query ? `${pathname}?${view.query}` : pathname} name={view.name} count={view.count} current={view === selected} shared={view.shared} />
              {view.mine && (
                <button type="button" className={styles.remove} aria-label={`Удалить вид «${view.name}»`} title="Удалить вид" onClick={() => setDeleting(view)}>
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </li>
          ))}
        </ul>
        </ScrollRegion>
      </nav>
      <Button variant="secondary" className={styles.save} onClick={() => setSaving(true)}>
        {SAVE_VIEW_TEXT}
      </Button>
      {saving && <SaveViewPopup list={tabs.list} query={current} onClose={() => setSaving(false)} onSaved={() => changed()} />}
      {deleting && (
        <AsyncConfirmPopup
          open
          message={`Удалить вид «${deleting.name}»?`}
          onConfirm={async () => {
            await ownApi.delete(`views/${deleting.id}`);
            changed();
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}

function TabLink({ href, name, count, current, shared }: { href: string; name: string; count: number | null; current: boolean; shared?: boolean }) {
  return (
    <IntentLink
      href={href}
      scroll={false}
      className={styles.tab}
      aria-current={current ? 'page' : undefined}
      title={shared === undefined ? undefined : shared ? 'Вид компании' : 'Мой вид'}
    >
      {name}
      <span className={styles.count} aria-label={count === null ? 'количество неизвестно' : `${count}`}>
        {countText(count)}
      </span>
    </IntentLink>
  );
}
