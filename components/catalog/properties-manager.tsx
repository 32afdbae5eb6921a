'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import listStyles from '@/components/list/list-page.module.css';
import { AsyncConfirmPopup } from '@/components/ui/async-confirm-popup';
import { Button } from '@/components/ui/button';
import { DELETE_TEXT } from '@/components/ui/button-texts';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { listReducer, useRouteData } from '@/components/ui/use-route-data';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { catalogApi, type Property } from '@/lib/catalog/api';
import { paths } from '@/lib/paths';
import styles from './catalog.module.css';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.error : GENERIC_ERROR);

/** Product properties and their enum values (§7 "Properties"), reached from the catalogue. */
export function PropertiesManager({ properties: serverProperties }: { properties: Property[] }) {
  const { notify } = useToast();
  const { data: properties, change, saveThen } = useRouteData(serverProperties, listReducer<Property>);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Property | null>(null);

  const create = async () => {
    setError(null);
    try {
      await saveThen(() => catalogApi.createProperty(name.trim()), (created) => ({ put: created }));
      setName('');
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  const remove = async () => {
    if (!deleting) return;
    await change({ remove: deleting.id }, () => catalogApi.deleteProperty(deleting.id));
    notify({ tone: 'success', text: 'Свойство удалено' });
  };

  return (
    <section className={listStyles.page} aria-labelledby="properties-title">
      <IntentLink href={paths.catalogProducts} className={listStyles.back}>
        ← В каталог
      </IntentLink>
      <h1 id="properties-title">Свойства товаров</h1>
      <form
        className={`${styles.card} ${styles.inlineForm}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) void create();
        }}
      >
        <TextField label="Новое свойство" value={name} onChange={(event) => setName(event.target.value)} error={error ?? undefined} />
        <Button type="submit" disabled={!name.trim()}>
          Добавить свойство
        </Button>
      </form>
      {properties.length === 0 && <p className={styles.muted}>Отсутствуют</p>}
      {properties.map((property) => (
        <PropertyCard
          key={property.id}
          property={property}
          save={(call, next) => saveThen(call, (result) => ({ put: next(result) }))}
          onDelete={() => setDeleting(property)}
        />
      ))}
      <AsyncConfirmPopup
        open={deleting !== null}
        message={deleting ? `Вы действительно хотите удалить свойство «${deleting.name}»?` : undefined}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}

interface PropertyCardProps {
  property: Property;
  /** Runs a call on this property's values and shows the property as it then is (the route is revalidated). */
  save: <R>(call: () => Promise<R>, next: (result: R) => Property) => Promise<R>;
  onDelete: () => void;
}

function PropertyCard({ property, save, onDelete }: PropertyCardProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const addValue = async () => {
    setError(null);
    try {
      await save(
        () => catalogApi.createEnum(property.id, value.trim()),
        (created) => ({ ...property, enums: [...property.enums, created] }),
      );
      setValue('');
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  const removeValue = async (enumId: number) => {
    setError(null);
    try {
      await save(
        () => catalogApi.deleteEnum(enumId),
        () => ({ ...property, enums: property.enums.filter((e) => e.id !== enumId) }),
      );
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  return (
    <section className={styles.card} aria-label={`Свойство «${property.name}»`}>
      <div className={listStyles.header}>
        <h2>{property.name}</h2>
        <Button variant="link" className={styles.danger} aria-label={`${DELETE_TEXT} свойство «${property.name}»`} onClick={onDelete}>
          {DELETE_TEXT}
        </Button>
      </div>
      <ul className={styles.chips} aria-label={`Значения свойства «${property.name}»`}>
        {property.enums.map((item) => (
          <li key={item.id} className={styles.chip}>
            {item.value}
            <Button variant="link" className={styles.danger} aria-label={`${DELETE_TEXT} значение «${item.value}»`} onClick={() => void removeValue(item.id)}>
              ×
            </Button>
          </li>
        ))}
      </ul>
      <form
        className={styles.inlineForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (value.trim()) void addValue();
        }}
      >
        <TextField label={`Новое значение свойства «${property.name}»`} value={value} onChange={(event) => setValue(event.target.value)} />
        <Button type="submit" variant="secondary" disabled={!value.trim()}>
          Добавить значение
        </Button>
      </form>
      <FormError>{error}</FormError>
    </section>
  );
}
