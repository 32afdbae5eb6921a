'use client';

import { addMonths, isSameMonth, isValid, setHours, setMinutes, startOfDay, startOfMonth } from 'date-fns';
import { useId, useState } from 'react';
import {
  clampDay,
  isDayAllowed,
  MINUTE_OPTIONS,
  MONTH_NAMES,
  roundMinutes,
  sameDayInMonth,
  YEAR_MAX,
  YEAR_MIN,
} from '@/lib/format/dates';
import { Button } from './button';
import { DatePickerGrid } from './date-picker-grid';
import styles from './date-picker.module.css';

export interface DatePickerPanelProps {
  value: Date | null;
  withTime?: boolean;
  min?: Date | null;
  max?: Date | null;
  onSelect: (date: Date) => void;
  onCancel: () => void;
}

const pad = (n: number) => String(n).padStart(2, '0');
const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** The calendar of the date picker: month and year selects, the day grid, the time, 'Отмена'/'Выбрать'. */
export function DatePickerPanel({ value: given, withTime = false, min, max, onSelect, onCancel }: DatePickerPanelProps) {
  const titleId = useId();
  // While the field's text is not a date the form holds an Invalid Date: the calendar then opens
  // on today (moved within the field's bounds) instead of formatting it and throwing.
  const value = given && isValid(given) ? given : null;
  const start = clampDay(value ?? new Date(), min, max);
  const [draft, setDraft] = useState<Date | null>(value && isDayAllowed(value, min, max) ? startOfDay(value) : null);
  const [focusDay, setFocusDay] = useState(start);
  const [month, setMonth] = useState(startOfMonth(start));
  const [hours, setHoursValue] = useState(value?.getHours() ?? 0);
  const [minutes, setMinutesValue] = useState(roundMinutes(value?.getMinutes() ?? 0));

  const firstYear = Math.max(YEAR_MIN, min?.getFullYear() ?? YEAR_MIN);
  const lastYear = Math.min(YEAR_MAX, max?.getFullYear() ?? YEAR_MAX);
  const years = Array.from({ length: lastYear - firstYear + 1 }, (_, i) => firstYear + i);

  const focus = (day: Date) => {
    setFocusDay(day);
    if (!isSameMonth(day, month)) setMonth(startOfMonth(day));
  };

  const showMonth = (next: Date) => {
    const target = startOfMonth(clampDay(next, min, max));
    setMonth(target);
    setFocusDay(clampDay(sameDayInMonth(focusDay, target), min, max));
  };

  const build = (day: Date) => (withTime ? setMinutes(setHours(day, hours), minutes) : startOfDay(day));
  const firstMonth = startOfMonth(clampDay(new Date(YEAR_MIN, 0, 1), min, max));
  const lastMonth = startOfMonth(clampDay(new Date(YEAR_MAX, 11, 31), min, max));

  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <button
          type="button"
          className={styles.nav}
          aria-label="Предыдущий месяц"
          disabled={month <= firstMonth}
          onClick={() => showMonth(addMonths(month, -1))}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <span id={titleId} className="visually-hidden" aria-live="polite">
          {`${MONTH_NAMES[month.getMonth()]} ${month.getFullYear()}`}
        </span>
        <select
          aria-label="Месяц"
          className={styles.select}
          value={month.getMonth()}
          onChange={(event) => showMonth(new Date(month.getFullYear(), Number(event.target.value), 1))}
        >
          {MONTH_NAMES.map((name, index) => (
            <option key={name} value={index}>
              {name}
            </option>
          ))}
        </select>
        <select
          aria-label="Год"
          className={styles.select}
          value={month.getFullYear()}
          onChange={(event) => showMonth(new Date(Number(event.target.value), month.getMonth(), 1))}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={styles.nav}
          aria-label="Следующий месяц"
          disabled={month >= lastMonth}
          onClick={() => showMonth(addMonths(month, 1))}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      <DatePickerGrid
        month={month}
        focusDay={focusDay}
        selected={draft}
        min={min}
        max={max}
        labelledBy={titleId}
        onFocusDay={focus}
        onPick={setDraft}
        onChoose={(day) => onSelect(build(day))}
        autoFocus
      />

      {withTime && (
        <div className={styles.time}>
          <select
            aria-label="Часы"
            className={styles.select}
            value={hours}
            onChange={(event) => setHoursValue(Number(event.target.value))}
          >
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {pad(h)}
              </option>
            ))}
          </select>
          <span aria-hidden="true">:</span>
          <select
            aria-label="Минуты"
            className={styles.select}
            value={minutes}
            onChange={(event) => setMinutesValue(Number(event.target.value))}
          >
            {MINUTE_OPTIONS.map((m) => (
              <option key={m} value={m}>
                {pad(m)}
              </option>
            ))}
          </select>
        </div>
      )}

      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          Отмена
        </Button>
        <Button disabled={draft === null} onClick={() => draft && onSelect(build(draft))}>
          Выбрать
        </Button>
      </div>
    </div>
  );
}
