'use client';

import { NoData } from '@/components/ui/no-data';
import { useState } from 'react';
import listStyles from '@/components/list/list-page.module.css';
import { Button } from '@/components/ui/button';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { FormError } from '@/components/ui/form-error';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { catalogApi, type Property, type PropertyValue } from '@/lib/catalog/api';
import styles from './catalog.module.css';

const NONE = 0;

/** A product's property values: one enum value per property, saved with PUT products/{id}/properties. */
export function ProductProperties({
  productId,
  properties,
  initial,
  missing = false,
}: {
  productId: number;
  properties: Property[];
  initial: PropertyValue[];
  missing?: boolean;
}) {
  const { notify } = useToast();
  const [chosen, setChosen] = useState<Record<number, number>>(() => Object.fromEntries(initial.map((v) => [v.propertyId, v.enumId])));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setPending(true);
    setError(null);
    try {
      const values = Object.entries(chosen)
        .filter(([, enumId]) => enumId !== NONE)
        .map(([propertyId, enumId]) => ({ propertyId: Number(propertyId), enumId }));
      await catalogApi.setProperties(productId, values);
      notify({ tone: 'success', text: 'Свойства сохранены' });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.error : GENERIC_ERROR);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="product-properties-title">
      <h2 id="product-properties-title">Свойства</h2>
      {missing && <NoData block />}
      {properties.length === 0 ? (
        <p className={styles.muted}>Свойств пока нет</p>
      ) : (
        <div className={listStyles.grid}>
          {properties.map((property) => (
            <Select
              key={property.id}
              label={property.name}
              placeholder="Не выбрано"
              options={[{ id: NONE, name: 'Не выбрано' }, ...property.enums.map((e) => ({ id: e.id, name: e.value }))]}
              value={chosen[property.id] ?? NONE}
              onChange={(value) => setChosen((current) => ({ ...current, [property.id]: Number(value) }))}
            />
          ))}
        </div>
      )}
      <FormError>{error}</FormError>
      <div className={styles.formActions}>
        <Button onClick={() => void save()} pending={pending} disabled={properties.length === 0}>
          {SAVE_CHANGES_TEXT}
        </Button>
      </div>
    </section>
  );
}
