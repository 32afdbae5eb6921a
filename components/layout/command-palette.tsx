'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { StatusBadge } from '@/components/orders/status-badge';
import { Popup } from '@/components/ui/popup';
import { SearchCombobox } from '@/components/ui/search-combobox';
import { useActiveOption } from '@/components/ui/use-active-option';
import { useRemoteSearch } from '@/components/ui/use-remote-search';
import type { SectionSummary } from '@/lib/company/types';
import { indexGroups } from '@/lib/lists/search-groups';
import { matchScreens, paletteGroups, screenItems, searchRecords, type PaletteRole } from './palette-search';
import styles from './command-palette.module.css';

const NO_SECTIONS: readonly SectionSummary[] = [];

// Stable per role: a new function would start a new search (useRemoteSearch).
const LOADERS = {
  chief: (query: string, signal: AbortSignal) => searchRecords('chief', query, signal),
  admin: (query: string, signal: AbortSignal) => searchRecords('admin', query, signal),
} as const;

const PROMPTS: Record<PaletteRole, { label: string; hint: string }> = {
  chief: {
    label: 'Экран, товар, номер заказа, клиент или магазин',
    hint: 'Введите номер заказа, название товара, имя или телефон клиента, адрес магазина',
  },
  admin: { label: 'Экран или компания', hint: 'Введите название компании или экрана' },
};

export interface CommandPaletteProps {
  role: PaletteRole;
  /** The company's text sections, from the layout (the side menu's own). */
  sections?: readonly SectionSummary[];
  onClose: () => void;
}

/**
 * The ⌘K / Ctrl+K palette: screens to jump to and records found through the list
 * calls, in groups; arrows move through all groups, Enter opens, Escape closes (the popup
 * returns the focus to where it was). Loaded on first open only (command-palette-launcher).
 */
export default function CommandPalette({ role, sections = NO_SECTIONS, onClose }: CommandPaletteProps) {
  const router = useRouter();
  const [query, setQuery] = useState('');
  const text = query.trim();
  const search = useRemoteSearch(text, LOADERS[role], text !== '');
  const screens = useMemo(() => screenItems(role, sections), [role, sections]);
  const found = useMemo(
    () => indexGroups(paletteGroups(matchScreens(screens, text), text ? search.data : null)),
    [screens, text, search.data],
  );

  const open = (index: number) => {
    const item = found.items[index];
    if (!item) return;
    onClose();
    router.push(item.href);
  };
  const keys = useActiveOption(found.items.length, open);
  const records = found.groups.reduce((sum, group) => (group.id === 'screens' ? sum : sum + group.items.length), 0);
  const failures = text && search.data ? search.data.failures : [];

  const status = !text
    ? PROMPTS[role].hint
    : search.error
      ? search.error
      : search.loading
        ? 'Ищем…'
        : failures.length > 0
          ? `Не всё удалось найти. ${failures.join('. ')}`
          : found.items.length === 0
            ? 'Ничего не найдено'
            : `Найдено: ${found.items.length}${records > 0 ? '' : ' (только экраны)'}`;

  return (
    <Popup open onClose={onClose} label="Поиск и переход" size="medium">
      <div className={styles.palette}>
        <SearchCombobox
          label={PROMPTS[role].label}
          value={query}
          enterKeyHint="go"
          onChange={(value) => {
            setQuery(value);
            keys.setActive(0);
          }}
          onKeyDown={keys.onKeyDown}
          status={status}
          statusIsError={!!search.error || failures.length > 0}
          loading={text !== '' && search.loading}
          onRetry={search.error && text ? search.retry : null}
          listLabel="Результаты"
          open
          groups={found.groups}
          active={keys.active}
          onChoose={open}
          onHover={keys.setActive}
          renderOption={(item) => (
            <span className={styles.item}>
              <span className={styles.title}>{item.title}</span>
              {(item.detail || item.status) && (
                <span className={styles.detail}>
                  {item.status && <StatusBadge status={item.status} />}
                  {item.detail}
                </span>
              )}
            </span>
          )}
        />
        <p className={styles.keys} aria-hidden="true">
          ↑↓ — выбор · Enter — открыть · Esc — закрыть
        </p>
      </div>
    </Popup>
  );
}
