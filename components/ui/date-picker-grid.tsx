'use client';

import { addDays, addMonths, addYears, endOfWeek, isSameDay, isSameMonth, startOfWeek } from 'date-fns';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { calendarWeeks, clampDay, dayLabel, isDayAllowed, WEEK_STARTS_ON, WEEKDAYS } from '@/lib/format/dates';
import styles from './date-picker.module.css';

export interface DatePickerGridProps {
  /** The month shown. */
  month: Date;
  /** The day holding the keyboard focus (roving tabindex). */
  focusDay: Date;
  selected: Date | null;
  min?: Date | null;
  max?: Date | null;
  labelledBy: string;
  onFocusDay: (day: Date) => void;
  /** A click or Space: the day becomes the draft. */
  onPick: (day: Date) => void;
  /** Enter: the day is chosen and the picker closes. */
  onChoose: (day: Date) => void;
  /** Focus the focused day once on mount (the popover just opened). */
  autoFocus?: boolean;
}

/** The Monday-first day grid; arrows move days, PageUp/PageDown months (Shift: years), Home/End the week. */
export function DatePickerGrid({
  month,
  focusDay,
  selected,
  min,
  max,
  labelledBy,
  onFocusDay,
  onPick,
  onChoose,
  autoFocus = false,
}: DatePickerGridProps) {
  const gridRef = useRef<HTMLTableElement>(null);
  const moved = useRef(autoFocus);
  const today = new Date();

  // Only keyboard moves (and opening) pull the focus; a month picked from the select keeps it there.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focusDay]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: Date) => {
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => startOfWeek(day, { weekStartsOn: WEEK_STARTS_ON }),
      End: () => endOfWeek(day, { weekStartsOn: WEEK_STARTS_ON }),
      PageUp: () => (event.shiftKey ? addYears(day, -1) : addMonths(day, -1)),
      PageDown: () => (event.shiftKey ? addYears(day, 1) : addMonths(day, 1)),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moved.current = true;
      onFocusDay(clampDay(move(), min, max));
    } else if (event.key === 'Enter') {
      // Enter chooses; the browser's own click on Enter would only pick.
      event.preventDefault();
      if (isDayAllowed(day, min, max)) onChoose(day);
    }
  };

  return (
    <table ref={gridRef} role="grid" aria-labelledby={labelledBy} className={styles.grid}>
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday.long} scope="col" abbr={weekday.long} className={styles.weekday}>
              {weekday.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {calendarWeeks(month).map((week) => (
          <tr key={week[0]?.toISOString()}>
            {week.map((day) => {
              const allowed = isDayAllowed(day, min, max);
              const isSelected = selected !== null && isSameDay(day, selected);
              const classes = [
                styles.day,
                !isSameMonth(day, month) && styles.outside,
                isSelected && styles.selected,
                isSameDay(day, today) && styles.today,
              ]
                .filter(Boolean)
                .join(' ');
              return (
                <td key={day.toISOString()} role="gridcell" aria-selected={isSelected}>
                  <button
                    type="button"
                    className={classes}
                    tabIndex={isSameDay(day, focusDay) ? 0 : -1}
                    aria-label={dayLabel(day)}
                    aria-current={isSameDay(day, today) ? 'date' : undefined}
                    aria-disabled={allowed ? undefined : true}
                    onClick={() => {
                      if (!allowed) return;
                      onFocusDay(day);
                      onPick(day);
                    }}
                    onKeyDown={(event) => onKeyDown(event, day)}
                  >
                    {day.getDate()}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
