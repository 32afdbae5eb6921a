'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DELETE_TEXT } from '@/components/ui/button-texts';
import { FormError } from '@/components/ui/form-error';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import { listRows } from '@/lib/lists/envelope';
import type { ShopOption } from '@/lib/shops/api';
import { useProductDetails } from '@/lib/catalog/use-product-details';
import { formatMoney } from '@/lib/format/format';
import { parseQuantity } from '@/lib/format/input-parsers';
import styles from './catalog.module.css';

const QUANTITY_LABEL = 'Остаток';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.error : GENERIC_ERROR);

/** Stock of the product in the shops: the store product details (§4), page by page. */
export function ProductStock({ productId, basePrice }: { productId: number; basePrice: number }) {
  const details = useProductDetails(productId);
  const { load } = details;
  const [shops, setShops] = useState<{ id: number; name: string }[]>([]);
  const [storeId, setStoreId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [quantityError, setQuantityError] = useState<string | null>(null);

  useEffect(() => {
    void load(1);
    api
      .get<unknown>('chief/market/stores/dropout')
      .then((body) =>
        setShops(
          (listRows<ShopOption>(body) ?? [])
            .map((s) => ({ id: Number(s?.id), name: String(s?.address ?? '') }))
            .filter((s) => Number.isInteger(s.id) && s.id > 0),
        ),
      )
      .catch(() => setShops([]));
  }, [load]);

  const page = details.pagination?.currentPage ?? 1;
  const more = details.pagination !== null && page < details.pagination.totalPages;

  const add = async () => {
    if (storeId === null) return;
    setError(null);
    const parsed = parseQuantity(quantity || '0', QUANTITY_LABEL);
    setQuantityError(parsed.ok ? null : parsed.message);
    if (!parsed.ok) return;
    try {
      await details.create({ storeId, quantity: parsed.value, price: null });
      setStoreId(null);
      setQuantity('');
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  return (
    <section className={styles.card} aria-labelledby="product-stock-title">
      <h2 id="product-stock-title">Наличие в магазинах</h2>
      {details.status === 'FAILED' && details.items.length === 0 && <p role="alert">{messageOf(details.error)}</p>}
      {details.items.length === 0 && details.status === 'SUCCESS' ? (
        <p className={styles.muted}>Отсутствуют</p>
      ) : (
        <ul className={styles.chips} aria-label="Наличие в магазинах">
          {details.items.map((item) => (
            <li key={item.id} className={styles.chip}>
              <span>{item.store?.address ?? `Магазин ${item.storeId}`}</span>
              <span className={styles.muted}>
                {item.quantity} шт., {formatMoney(item.price ?? basePrice)}
              </span>
              <Button variant="link" className={styles.danger} aria-label={`${DELETE_TEXT} наличие в «${item.store?.address ?? item.storeId}»`}
                onClick={() => void details.remove(item.id).catch((failure: unknown) => setError(messageOf(failure)))}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      {more && (
        <div>
          <Button variant="secondary" pending={details.status === 'PENDING'} onClick={() => void load(page + 1)}>
            Показать ещё
          </Button>
        </div>
      )}
      <div className={styles.inlineForm}>
        <Select label="Магазин" placeholder="Выберите магазин" searchable options={shops} value={storeId} onChange={(value) => setStoreId(Number(value))} />
        <TextField
          label="Остаток, шт."
          inputMode="numeric"
          keepTyped
          value={quantity}
          error={quantityError ?? undefined}
          onChange={(event) => {
            setQuantity(event.target.value);
            // Once shown, the message follows the text and goes as soon as it reads.
            if (quantityError) {
              const parsed = parseQuantity(event.target.value || '0', QUANTITY_LABEL);
              setQuantityError(parsed.ok ? null : parsed.message);
            }
          }}
        />
        <Button disabled={storeId === null} onClick={() => void add()}>
          Добавить
        </Button>
      </div>
      <FormError>{error}</FormError>
    </section>
  );
}
