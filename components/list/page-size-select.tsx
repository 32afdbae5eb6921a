'use client';

import { useId, useLayoutEffect, useRef, useState, type ComponentType, type KeyboardEvent, type RefObject } from 'react';
import { OptionLabel } from '@/components/ui/option-label';
import { SelectFrame } from '@/components/ui/select-frame';
import type { SelectProps } from '@/components/ui/select';
import { PAGE_SIZES } from '@/lib/lists/query';
import selectStyles from '@/components/ui/select.module.css';
import styles from './list-rows.module.css';

interface SizeOption {
  id: number;
  name: string;
}

const OPTIONS: readonly SizeOption[] = PAGE_SIZES.map((size) => ({ id: size, name: String(size) }));
const LABEL = 'Показывать по';

type SelectComponent = ComponentType<SelectProps<SizeOption>>;

// The select's list (its keyboard, placement and dropdown) is needed only once the control is
// opened, which most visits to a list never do: it loads when the pointer or focus reaches the
// control, and until the first open the control is drawn here, in the HTML the select draws
// closed.
let loaded: SelectComponent | null = null;
const loadSelect = () =>
  import('@/components/ui/select').then((m) => {
    loaded = m.Select as SelectComponent;
    return loaded;
  });
const prepare = () => void loadSelect();

export interface PageSizeSelectProps {
  perPage: number;
  onChange: (perPage: number) => void;
}

/** 15 / 50 / 100 rows a page; a size typed into the URL by hand shows as its own option. */
export function PageSizeSelect({ perPage, onChange }: PageSizeSelectProps) {
  const options = OPTIONS.some((o) => o.id === perPage) ? OPTIONS : [...OPTIONS, { id: perPage, name: String(perPage) }].sort((a, b) => a.id - b.id);
  const [select, setSelect] = useState<{ Select: SelectComponent; open: boolean; focus: boolean } | null>(null);
  const controlRef = useRef<HTMLElement | null>(null);
  const shellRef = useRef<HTMLDivElement>(null);

  // The select replaces the drawn control: focus and the open the user asked for move onto it.
  useLayoutEffect(() => {
    if (!select) return;
    if (select.focus) controlRef.current?.focus();
    if (select.open) controlRef.current?.click();
  }, [select]);

  if (select) {
    return (
      <select.Select
        ref={controlRef}
        className={styles.pageSize}
        label={LABEL}
        options={options}
        value={perPage}
        onChange={(size) => {
          if (size !== perPage) onChange(size);
        }}
      />
    );
  }

  const open = () => {
    const swap = (Select: SelectComponent) => setSelect({ Select, open: true, focus: document.activeElement === shellRef.current });
    if (loaded) swap(loaded);
    else void loadSelect().then(swap);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
      event.preventDefault();
      open();
    }
  };
  return <ClosedSelect options={options} value={perPage} shellRef={shellRef} onOpen={open} onKeyDown={onKeyDown} />;
}

/** The select's closed control: its frame, and the combobox as the select draws it closed (not searchable). */
function ClosedSelect({
  options,
  value,
  shellRef,
  onOpen,
  onKeyDown,
}: {
  options: readonly SizeOption[];
  value: number;
  shellRef: RefObject<HTMLDivElement | null>;
  onOpen: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}) {
  const autoId = useId();
  const labelId = `${autoId}-label`;
  const selected = options.find((o) => o.id === value);
  return (
    <SelectFrame
      className={styles.pageSize}
      label={LABEL}
      labelId={labelId}
      control={
        <div
          role="combobox"
          aria-expanded={false}
          // Nothing is open yet: the list the select opens is not in the page.
          aria-controls={undefined}
          id={`${autoId}-control`}
          onKeyDown={onKeyDown}
          ref={shellRef}
          className={selectStyles.input}
          tabIndex={0}
          aria-haspopup="listbox"
          aria-labelledby={labelId}
          onClick={onOpen}
          onPointerEnter={prepare}
          onFocus={prepare}
        >
          {selected && <OptionLabel option={selected} />}
        </div>
      }
    />
  );
}
