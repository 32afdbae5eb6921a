'use client';

import { NoData } from '@/components/ui/no-data';
import { IntentLink } from '@/components/ui/intent-link';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DELETE_TEXT } from '@/components/ui/button-texts';
import { FormError } from '@/components/ui/form-error';
import { Select } from '@/components/ui/select';
import { replaceReducer, useRouteData } from '@/components/ui/use-route-data';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { catalogApi, type ProductOption, type SimilarProduct } from '@/lib/catalog/api';
import { formatMoney } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import styles from './catalog.module.css';

/** Similar products: GET/PUT products/{id}/similar to add, DELETE .../similar/{uuid} to remove. */
export function ProductSimilar({ productId, similar: serverSimilar, missing = false }: { productId: number; similar: SimilarProduct[]; missing?: boolean }) {
  const { data: similar, saveThen } = useRouteData(serverSimilar, replaceReducer<SimilarProduct[]>);
  const [options, setOptions] = useState<ProductOption[]>([]);
  const [choice, setChoice] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    catalogApi
      .productOptions({ type: 'product' })
      .then((list) => live && setOptions(list))
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, []);

  const run = async (call: () => Promise<SimilarProduct[]>) => {
    setPending(true);
    setError(null);
    try {
      await saveThen(call, (list) => list);
      setChoice(null);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.error : GENERIC_ERROR);
    } finally {
      setPending(false);
    }
  };

  const available = options.filter((o) => o.id !== productId && !similar.some((s) => s.id === o.id));

  return (
    <section className={styles.card} aria-labelledby="product-similar-title">
      <h2 id="product-similar-title">Похожие товары</h2>
      {missing && <NoData block />}
      {similar.length === 0 ? (
        <p className={styles.muted}>Похожих товаров пока нет</p>
      ) : (
        <ul className={styles.chips} aria-label="Похожие товары">
          {similar.map((item) => (
            <li key={item.uuid} className={styles.chip}>
              <IntentLink href={paths.product(item.id)}>{item.name}</IntentLink>
              <span className={styles.muted}>{formatMoney(item.basePrice)}</span>
              <Button variant="link" className={styles.danger} aria-label={`${DELETE_TEXT} похожий товар «${item.name}»`} disabled={pending}
                onClick={() => void run(() => catalogApi.removeSimilar(productId, item.uuid))}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.inlineForm}>
        <Select label="Похожий товар" placeholder="Выберите товар" searchable options={available} value={choice} onChange={(value) => setChoice(Number(value))} />
        <Button
          disabled={choice === null}
          pending={pending}
          onClick={() => choice !== null && void run(() => catalogApi.setSimilar(productId, [...similar.map((s) => s.id), choice]))}
        >
          Добавить
        </Button>
      </div>
      <FormError>{error}</FormError>
    </section>
  );
}
