'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import listStyles from '@/components/list/list-page.module.css';
import { AsyncConfirmPopup } from '@/components/ui/async-confirm-popup';
import { Button } from '@/components/ui/button';
import { DELETE_TEXT, EDIT_TEXT } from '@/components/ui/button-texts';
import { useToast } from '@/components/ui/toast';
import { listReducer, useRouteData } from '@/components/ui/use-route-data';
import { catalogApi, type Offer } from '@/lib/catalog/api';
import { formatMoney } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import styles from './catalog.module.css';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** A product's offers (variants) with links to their screens, and delete with confirmation (then the route is revalidated). */
export function ProductOffers({ productId, offers: serverOffers }: { productId: number; offers: Offer[] }) {
  const { notify } = useToast();
  const { data: offers, change } = useRouteData(serverOffers, listReducer<Offer>);
  const [deleting, setDeleting] = useState<Offer | null>(null);

  const confirm = async () => {
    if (!deleting) return;
    await change({ remove: deleting.id }, () => catalogApi.deleteOffer(productId, deleting.id));
    notify({ tone: 'success', text: 'Торговое предложение удалено' });
  };

  return (
    <section className={styles.card} aria-labelledby="product-offers-title">
      <div className={listStyles.header}>
        <h2 id="product-offers-title">Торговые предложения</h2>
        <IntentLink href={paths.offerCreate(productId)} className={listStyles.secondaryLink}>
          Добавить предложение
        </IntentLink>
      </div>
      {offers.length === 0 ? (
        <p className={styles.muted}>Отсутствуют</p>
      ) : (
        <ScrollRegion label="Таблица торговых предложений" className={listStyles.tableWrap}>
          <table className={listStyles.table}>
            <thead>
              <tr>
                <th scope="col">Наименование</th>
                <th scope="col">Артикул</th>
                <th scope="col">Цена</th>
                <th scope="col">Остаток</th>
                <th scope="col">Активность</th>
                <th scope="col">
                  <span className="visually-hidden">Действия</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {offers.map((offer) => (
                <tr key={offer.id}>
                  <td>
                    <IntentLink href={paths.offer(productId, offer.id)}>{offer.name}</IntentLink>
                  </td>
                  <td>{offer.article}</td>
                  <td className={listStyles.nowrap}>{formatMoney(offer.price)}</td>
                  <td>{offer.quantity}</td>
                  <td>{offer.isActive ? 'Активно' : 'Не активно'}</td>
                  <td>
                    <div className={listStyles.rowActions}>
                      <IntentLink href={paths.offer(productId, offer.id)} aria-label={`${EDIT_TEXT} «${offer.name}»`}>
                        {EDIT_TEXT}
                      </IntentLink>
                      <Button variant="link" className={styles.danger} aria-label={`${DELETE_TEXT} «${offer.name}»`} onClick={() => setDeleting(offer)}>
                        {DELETE_TEXT}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <AsyncConfirmPopup
        open={deleting !== null}
        message={deleting ? `Вы действительно хотите удалить торговое предложение «${deleting.name}»?` : undefined}
        onConfirm={confirm}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
