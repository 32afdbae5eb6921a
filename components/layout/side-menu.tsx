'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useId, useState } from 'react';
import { ApiError } from '@/lib/api/api-error';
import type { SectionSummary } from '@/lib/company/types';
import { paths } from '@/lib/paths';
import { listReducer, useAfterChange, useRouteData } from '@/components/ui/use-route-data';
import { LineIcon } from '@/components/ui/line-icon';
import { IntentLink } from '@/components/ui/intent-link';
import { AsyncConfirmPopup } from '@/components/ui/async-confirm-popup';
import { useOpenedOnce } from '@/components/ui/use-opened-once';
import { useStartPendingNavigation } from './pending-navigation';
import { chiefBottomMenu, chiefTopMenu, isActivePath, type MenuEntry } from './menu-config';
import styles from './side-menu.module.css';
import { idlePart } from '@/components/ui/idle-part';

// Loaded after the page: the count needs the browser's storage anyway, and SWR then stays out
// of every dashboard route's first-load JS.
/**
 * The sections' calls read their answers with the schema layer (yup); the menu is on every page,
 * so they load when first used instead of adding ~14 kB to every page's first load.
 */
const sectionsApi = () => import('@/lib/company/api').then((m) => m.sectionsApi);

const NewOrdersBadge = idlePart(() => import('./new-orders').then((m) => m.NewOrdersBadge));
// The section dialogs open only on a click: loaded after the first paint, out of the first-load JS
// of every company screen.
const CreateSectionPopup = dynamic(() => import('./create-section-popup').then((m) => m.CreateSectionPopup), { ssr: false });

interface SideMenuProps {
  sections: SectionSummary[];
  /** How often 'Заказы' asks for new orders; without it the menu shows no count (tests). */
  ordersPollMs?: number;
}

function Entry({ entry, pathname, children }: { entry: MenuEntry; pathname: string; children?: React.ReactNode }) {
  const active = entry.href === '/' ? pathname === '/' : isActivePath(entry.href, pathname);
  const startPending = useStartPendingNavigation();
  return (
    <IntentLink href={entry.href} onNavigate={() => startPending(entry.href)} className={styles.link} aria-current={active && pathname === entry.href ? 'page' : undefined} data-active={active || undefined}>
      <LineIcon name={entry.icon} />
      <span>{entry.label}</span>
      {children}
    </IntentLink>
  );
}

function Group({ entry, pathname, defaultOpen, children }: { entry: MenuEntry; pathname: string; defaultOpen: boolean; children: React.ReactNode }) {
  const [open, setOpen] = useState(defaultOpen);
  const listId = useId();
  return (
    <li>
      <div className={styles.groupHead}>
        <Entry entry={entry} pathname={pathname} />
        <button
          type="button"
          className={styles.expand}
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-label={`${open ? 'Свернуть' : 'Развернуть'} раздел «${entry.label}»`}
          onClick={() => setOpen((value) => !value)}
        >
          <LineIcon name="chevron" size={12} className={styles.chevron} />
        </button>
      </div>
      {/* Only when open: a closed group's links were 1.5 kB of every page's HTML (line-icon.module.css says why that counts). */}
      {open && (
        <ul id={listId} className={styles.children}>
          {children}
        </ul>
      )}
    </li>
  );
}

function ChildLink({ href, label, pathname }: { href: string; label: string; pathname: string }) {
  const startPending = useStartPendingNavigation();
  return (
    <IntentLink href={href} onNavigate={() => startPending(href)} className={styles.child} aria-current={pathname === href ? 'page' : undefined} data-active={isActivePath(href, pathname) || undefined}>
      {label}
    </IntentLink>
  );
}

/**
 * §2 "Side menu (company user)": two groups, the catalogue open, the company's sections. The
 * sections come from the layout; a change here re-renders the route (useRouteData), so the
 * menu, the /company table and the section pages all show the upstream's list.
 */
export function SideMenu({ sections: serverSections, ordersPollMs }: SideMenuProps) {
  const pathname = usePathname();
  const { changed } = useAfterChange();
  const { data: sections, change } = useRouteData(serverSections, listReducer<SectionSummary>);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<SectionSummary | null>(null);
  // The section form's dialog (its chunk, the form) mounts on first use, not with every page; the
  // confirmation loads its own code when first opened (AsyncConfirmPopup).
  const createOpened = useOpenedOnce(creating);

  async function confirmDelete() {
    if (!deleting) return;
    const { id } = deleting;
    // §2: a user on the deleted section's page goes to /company.
    if (pathname !== paths.menuSection(id)) {
      await change({ remove: id }, async () => (await sectionsApi()).remove(id));
      return;
    }
    await (await sectionsApi()).remove(id);
    changed('/company');
  }

  const renderEntry = (entry: MenuEntry) => {
    if (entry.href === '/company') {
      return (
        <Group key={entry.href} entry={entry} pathname={pathname} defaultOpen={pathname.startsWith('/company')}>
          {sections.map((section) => (
            <li key={section.id} className={styles.section}>
              <ChildLink href={paths.menuSection(section.id)} label={section.title} pathname={pathname} />
              <button
                type="button"
                className={styles.remove}
                aria-label={`Удалить раздел «${section.title}»`}
                onClick={() => setDeleting(section)}
              >
                <LineIcon name="trash" size={14} />
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={styles.add}
              onClick={() => setCreating(true)}
            >
              + Добавить раздел
            </button>
          </li>
        </Group>
      );
    }
    if (entry.children) {
      return (
        <Group key={entry.href} entry={entry} pathname={pathname} defaultOpen>
          {entry.children.map((child) => (
            <li key={child.href}>
              <ChildLink href={child.href} label={child.label} pathname={pathname} />
            </li>
          ))}
        </Group>
      );
    }
    if (entry.href === '/orders' && ordersPollMs) {
      return (
        <li key={entry.href}>
          <Entry entry={entry} pathname={pathname}>
            <NewOrdersBadge pollMs={ordersPollMs} onList={pathname === '/orders'} />
          </Entry>
        </li>
      );
    }
    return (
      <li key={entry.href}>
        <Entry entry={entry} pathname={pathname} />
      </li>
    );
  };

  return (
    <>
      <ul className={styles.menu}>{chiefTopMenu.map(renderEntry)}</ul>
      <ul className={`${styles.menu} ${styles.bottom}`}>{chiefBottomMenu.map(renderEntry)}</ul>
      {createOpened && (
        <CreateSectionPopup
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(section) => {
            // The new page rendered fresh: an id the upstream reused must not bring back what the
            // router remembers of the deleted section.
            changed(paths.menuSection(section.id));
          }}
        />
      )}
      <AsyncConfirmPopup
        open={deleting !== null}
        title="Подтвердите действие"
        message="Вы действительно хотите удалить раздел?"
        errorText={(error) => (error instanceof ApiError ? error.error : 'Не удалось удалить раздел')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

/** The admin's menu (§2 "Admin routes"): three entries, no sections. */
export function AdminMenu({ entries }: { entries: MenuEntry[] }) {
  const pathname = usePathname();
  return (
    <ul className={styles.menu}>
      {entries.map((entry) => (
        <li key={entry.href}>
          <Entry entry={entry} pathname={pathname} />
        </li>
      ))}
    </ul>
  );
}
