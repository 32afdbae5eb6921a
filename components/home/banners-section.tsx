'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { listReducer, useRouteData } from '@/components/ui/use-route-data';
import { Button } from '@/components/ui/button';
import { DELETE_TEXT, EDIT_TEXT } from '@/components/ui/button-texts';
import { Toggle } from '@/components/ui/toggle';
import { useToast } from '@/components/ui/toast';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { bannersApi, type Banner } from '@/lib/home/banners';
import type { NamedOption } from '@/lib/home/types';
import styles from './home.module.css';
import cards from '@/components/list/card-table.module.css';
import { RowActions } from '@/components/list/row-actions';

// The dialogs open only on a click: loaded after the first paint (or on first open), out of
// the home screen's first-load JS.
const AsyncConfirmPopup = dynamic(() => import('@/components/ui/async-confirm-popup').then((m) => m.AsyncConfirmPopup), { ssr: false });
const BannerFormPopup = dynamic(() => import('./banner-form-popup').then((m) => m.BannerFormPopup), { ssr: false });

export interface BannersSectionProps {
  banners: Banner[];
  categories: NamedOption[];
  /** The server's text when the list could not be loaded. */
  error?: string | null;
}

type Editing = { banner: Banner | null; key: number } | null;

/**
 * §2 "Advertising banners": the table, the create/edit popup and the delete confirmation. The
 * banners are the page's props; a change shows at once and the route re-renders (useRouteData).
 */
export function BannersSection({ banners: serverBanners, categories, error }: BannersSectionProps) {
  const { data: banners, change } = useRouteData(serverBanners, listReducer<Banner>);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Banner | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);
  const { notify } = useToast();
  const categoryName = (id: number) => categories.find((c) => c.id === id)?.name ?? '—';

  // §4: create appends, update replaces by id, delete removes. Saved by the popup already.
  const saved = (banner: Banner) => {
    notify({ tone: 'success', text: banners.some((b) => b.id === banner.id) ? 'Баннер сохранён' : 'Баннер создан' });
    void change({ put: banner }, () => Promise.resolve());
  };

  const toggle = async (banner: Banner, isActive: boolean) => {
    setToggling(banner.id);
    try {
      // §7: the PUT replaces, so the unchanged title and category go along with the flag.
      await change({ put: { ...banner, isActive } }, () =>
        bannersApi.update(banner.id, { title: banner.title, categoryId: banner.categoryId, isActive }),
      );
      notify({ tone: 'success', text: isActive ? 'Баннер включён' : 'Баннер выключен' });
    } catch (failure) {
      notify({ tone: 'error', text: failure instanceof ApiError ? failure.error : GENERIC_ERROR });
    } finally {
      setToggling(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="banners-title">
      <div className={styles.sectionHeader}>
        <h2 id="banners-title">Рекламные баннеры</h2>
        <Button onClick={() => setEditing({ banner: null, key: Date.now() })}>Добавить баннер</Button>
      </div>
      {error ? (
        <p className={styles.empty} role="alert">
          {error}
        </p>
      ) : banners.length === 0 ? (
        <p className={styles.empty}>Отсутствуют</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${cards.cards}`}>
            <thead>
              <tr>
                <th scope="col">Наименование</th>
                <th scope="col">Категория</th>
                <th scope="col">Фото</th>
                <th scope="col">Активность</th>
                <th scope="col">
                  <span className="visually-hidden">Действия</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {banners.map((banner) => (
                <tr key={banner.id}>
                  <td data-card="title">{banner.title}</td>
                  <td data-label="Категория">{categoryName(banner.categoryId)}</td>
                  <td data-label="Фото">
                    {banner.image ? (
                      // Upstream images at their own size; next/image would only re-encode them.
                      // eslint-disable-next-line @next/next/no-img-element
                      <img className={styles.preview} src={banner.image.previewUrl} alt={`Фото баннера «${banner.title}»`} height={134} loading="lazy" />
                    ) : (
                      <span className={styles.muted}>Нет фото</span>
                    )}
                  </td>
                  <td data-label="Активность">
                    <Toggle
                      label={`Активность баннера «${banner.title}»`}
                      hideLabel
                      checked={banner.isActive}
                      pending={toggling === banner.id}
                      onChange={(value) => void toggle(banner, value)}
                    />
                  </td>
                  <td data-card="actions">
                    <RowActions
                      name={banner.title}
                      actions={[
                        { label: EDIT_TEXT, onSelect: () => setEditing({ banner, key: Date.now() }), ariaLabel: `${EDIT_TEXT} баннер «${banner.title}»` },
                        { label: DELETE_TEXT, onSelect: () => setDeleting(banner), danger: true, className: styles.danger, ariaLabel: `${DELETE_TEXT} баннер «${banner.title}»` },
                      ]}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <BannerFormPopup
          key={editing.key}
          banner={editing.banner}
          categories={categories}
          onSaved={saved}
          onClose={() => setEditing(null)}
        />
      )}
      <AsyncConfirmPopup
        open={deleting !== null}
        message="Вы действительно хотите удалить рекламный баннер?"
        onConfirm={async () => {
          if (!deleting) return;
          const { id } = deleting;
          await change({ remove: id }, () => bannersApi.remove(id));
          notify({ tone: 'success', text: 'Баннер удалён' });
        }}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
