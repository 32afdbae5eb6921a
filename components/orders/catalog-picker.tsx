'use client';

import { useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { SearchCombobox } from '@/components/ui/search-combobox';
import { useActiveOption } from '@/components/ui/use-active-option';
import { useRemoteSearch } from '@/components/ui/use-remote-search';
import { catalogApi } from '@/lib/catalog/api';
import { catalogueGroups, type CatalogChoice } from '@/lib/catalog/choices';
import { formatMoney } from '@/lib/format/format';
import { indexGroups } from '@/lib/lists/search-groups';
import styles from './catalog-picker.module.css';

/** Products (active ones) and offers matching the text, in parallel through the BFF. */
async function loadCatalogue(search: string, signal: AbortSignal) {
  const [products, offers] = await Promise.all([
    catalogApi.productOptions({ search, active: true }, signal),
    catalogApi.offerOptions({ search }, signal),
  ]);
  return { products, offers };
}

export interface CatalogPickerProps {
  onChoose: (choice: CatalogChoice) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * "Товар из каталога": a combobox searching products and offers as the user types (debounced),
 * showing name, price and stock; arrows move, Enter or a click chooses, Escape closes the list.
 */
export function CatalogPicker({ onChoose, inputRef }: CatalogPickerProps) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const text = query.trim();
  const search = useRemoteSearch(text, loadCatalogue, text !== '');
  const found = useMemo(
    () => indexGroups(text && search.data ? catalogueGroups(search.data.products, search.data.offers) : []),
    [text, search.data],
  );

  const choose = (index: number) => {
    const choice = found.items[index];
    if (!choice) return;
    setOpen(false);
    setQuery('');
    onChoose(choice);
  };
  const keys = useActiveOption(found.items.length, choose);
  const showList = open && found.items.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && showList) {
      // Handled here, so the popup around stays open.
      event.preventDefault();
      setOpen(false);
      return;
    }
    if (!showList) {
      if (event.key === 'ArrowDown' && found.items.length > 0) {
        event.preventDefault();
        setOpen(true);
      }
      // Enter with the list closed must not submit the line form half filled.
      if (event.key === 'Enter') event.preventDefault();
      return;
    }
    keys.onKeyDown(event);
  };

  const status = !text
    ? 'Начните вводить название или артикул товара'
    : search.error
      ? search.error
      : search.loading
        ? 'Ищем в каталоге…'
        : found.items.length === 0
          ? 'Ничего не найдено. Проверьте запрос или введите позицию вручную'
          : `Найдено: ${found.items.length}. Стрелки — выбор, Enter — добавить в форму`;

  return (
    <SearchCombobox
      label="Товар из каталога"
      value={query}
      placeholder="Название или артикул"
      inputRef={inputRef}
      onChange={(value) => {
        setQuery(value);
        keys.setActive(0);
        setOpen(true);
      }}
      onKeyDown={onKeyDown}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      status={status}
      statusIsError={!!search.error}
      loading={search.loading}
      onRetry={search.error ? search.retry : null}
      listLabel="Товары и предложения"
      open={showList}
      groups={found.groups}
      active={keys.active}
      onChoose={choose}
      onHover={keys.setActive}
      renderOption={(choice) => (
        <span className={styles.choice}>
          <span className={styles.name}>{choice.name}</span>
          <span className={styles.meta}>
            <span>{formatMoney(choice.price)}</span>
            {choice.stock && <span className={choice.available ? undefined : styles.out}>{choice.stock}</span>}
          </span>
        </span>
      )}
    />
  );
}
