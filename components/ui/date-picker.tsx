'use client';

import dynamic from 'next/dynamic';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import {
  DATE_PICKER_MOBILE_WIDTH,
  dayOutOfRangeMessage,
  formatDateText,
  isCompleteDateText,
  invalidDate,
  isDayAllowed,
  isInvalidDate,
  maskDateText,
  parseDateText,
  sameMoment,
} from '@/lib/format/dates';
import { dateFormatMessage } from '@/lib/format/invalid-date';
import { trapTab } from './focusable';
import { LineIcon } from './line-icon';
import styles from './date-picker.module.css';

// The calendar (date-fns and its grid) loads when a picker first opens: a screen with a date
// field shows only the field before that, so the calendar stays out of its first-load JS.
const DatePickerPanel = dynamic(() => import('./date-picker-panel').then((m) => m.DatePickerPanel), { ssr: false });

export interface DatePickerProps {
  label: string;
  value: Date | null;
  /**
   * A valid date, null when the field is emptied, or an Invalid Date (see `invalidDate`) while
   * the text is not an allowed date, so the form refuses to save instead of clearing the date.
   */
  onChange: (value: Date | null) => void;
  /** 'HH:mm DD.MM.YYYY' instead of 'DD.MM.YYYY', with hours and 5-minute steps in the calendar. */
  withTime?: boolean;
  /** Earliest and latest allowed days (compared by calendar day). */
  min?: Date | null;
  max?: Date | null;
  /** The invalid-date signal (§8): called with the text that is not an allowed date. */
  onInvalid?: (text: string) => void;
  /**
   * A message under the field (e.g. a reversed range); marks it invalid. Without one, text that
   * is not a date gets the format message at once (as the filters say it), not only on save.
   */
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
  name?: string;
  /** Force the full-width sheet (true) or the popover (false); by default below 600 px wide. */
  mobile?: boolean;
  className?: string;
}

const MOBILE_QUERY = `(max-width: ${DATE_PICKER_MOBILE_WIDTH - 0.02}px)`;

function subscribeMobile(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(MOBILE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isMobileNow = () => typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;

/**
 * The date (and time) picker of §2/§9: a masked text field and a calendar with
 * 'Отмена'/'Выбрать'. Text that is not an allowed date marks the field invalid, says why under it
 * and calls `onInvalid`.
 */
export function DatePicker({
  label,
  value,
  onChange,
  withTime = false,
  min,
  max,
  onInvalid,
  error,
  hint,
  disabled = false,
  id,
  name,
  mobile,
  className,
}: DatePickerProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const dialogId = `${inputId}-dialog`;
  const [text, setText] = useState(() => formatDateText(value, withTime));
  const [shownValue, setShownValue] = useState(value);
  const [invalid, setInvalid] = useState(false);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const matchesMobile = useSyncExternalStore(subscribeMobile, isMobileNow, () => false);
  const sheet = mobile ?? matchesMobile;

  // A value set from outside (a reset, another field) replaces the text.
  if (!sameMoment(value, shownValue)) {
    setShownValue(value);
    if (!isInvalidDate(value)) {
      setText(formatDateText(value, withTime));
      setInvalid(false);
    }
  }

  const commit = (next: Date | null) => {
    setShownValue(next);
    setInvalid(false);
    onChange(next);
  };

  // The field no longer holds a date: the form gets an Invalid Date (its schema says what is
  // wrong), and the text stays for the user to fix.
  const signalInvalid = (bad: string) => {
    setInvalid(true);
    if (!isInvalidDate(value)) {
      const next = invalidDate();
      setShownValue(next);
      onChange(next);
    }
    onInvalid?.(bad);
  };

  const onTextChange = (raw: string) => {
    const masked = maskDateText(raw, withTime);
    setText(masked);
    if (masked === '') {
      if (value !== null) commit(null);
      else setInvalid(false);
      return;
    }
    if (!isCompleteDateText(masked, withTime)) {
      setInvalid(false);
      return;
    }
    const parsed = parseDateText(masked, withTime);
    if (parsed && isDayAllowed(parsed, min, max)) commit(parsed);
    else signalInvalid(masked);
  };

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) toggleRef.current?.focus();
  };

  const select = (date: Date) => {
    setText(formatDateText(date, withTime));
    commit(date);
    close(true);
  };

  // A click outside the field and its calendar cancels, like 'Отмена'.
  useEffect(() => {
    if (!open || sheet) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, sheet]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      // Handled here so a surrounding panel or popup does not close as well.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  // A real day past min or max in the text: its limit is said here, instead of the form's format message.
  const typed = isCompleteDateText(text, withTime) ? parseDateText(text, withTime) : null;
  const rangeError = typed && !isDayAllowed(typed, min, max) ? dayOutOfRangeMessage(typed, min, max) : null;
  // Text that is not a date says so at once, with aria-describedby, in every form and filter: a
  // red border alone would leave the user guessing until the form is saved.
  const shownError = rangeError ?? error ?? (invalid ? dateFormatMessage(withTime) : undefined);
  const describedBy = [hint ? hintId : null, shownError ? errorId : null].filter(Boolean).join(' ');
  const isInvalid = invalid || Boolean(shownError);

  return (
    <div ref={rootRef} className={[styles.field, className].filter(Boolean).join(' ')} onKeyDown={onKeyDown}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={inputId}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={styles.input}
          value={text}
          placeholder={withTime ? 'чч:мм ДД.ММ.ГГГГ' : 'ДД.ММ.ГГГГ'}
          disabled={disabled}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onTextChange(event.target.value)}
          onBlur={() => {
            if (text !== '' && !isCompleteDateText(text, withTime)) signalInvalid(text);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && event.altKey) {
              event.preventDefault();
              setOpen(true);
            }
          }}
        />
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-label="Открыть календарь"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? dialogId : undefined}
          disabled={disabled}
          onClick={() => setOpen((o) => !o)}
        >
          <LineIcon name="calendar" />
        </button>
      </div>
      {hint && (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      )}
      {shownError && (
        <div id={errorId} className={styles.error}>
          {shownError}
        </div>
      )}
      {open && (
        <>
          {sheet && <div className={styles.backdrop} aria-hidden="true" onClick={() => close(true)} />}
          <div
            id={dialogId}
            role="dialog"
            aria-modal={sheet || undefined}
            // The phone sheet is modal: Tab cycles inside it, as aria-modal promises.
            onKeyDown={(event) => {
              if (sheet && event.key === 'Tab') trapTab(event, event.currentTarget);
            }}
            aria-label={withTime ? 'Выбор даты и времени' : 'Выбор даты'}
            className={sheet ? styles.sheet : styles.popover}
            data-variant={sheet ? 'sheet' : 'popover'}
          >
            <DatePickerPanel
              value={value}
              withTime={withTime}
              min={min}
              max={max}
              onSelect={select}
              onCancel={() => close(true)}
            />
          </div>
        </>
      )}
    </div>
  );
}
