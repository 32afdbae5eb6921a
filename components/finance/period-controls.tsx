'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { lastDays, PERIOD_PRESETS, presetOf, type Period } from '@/lib/finance/period';
import { toApiDate, toDate } from '@/lib/format/format';
import { validateDateRange } from '@/lib/lists/query';
import styles from './finance.module.css';
import { displayToday } from '@/lib/format/time-zone';

export interface PeriodControlsProps {
  period: Period;
  disabled?: boolean;
  onApply: (period: Period) => void;
}

/** Quick periods ending today, or any from–to range through the shared date pickers (§5 rule). */
export function PeriodControls({ period, disabled = false, onApply }: PeriodControlsProps) {
  const [from, setFrom] = useState<Date | null>(toDate(period.dateFrom));
  const [to, setTo] = useState<Date | null>(toDate(period.dateTo));
  const [synced, setSynced] = useState(period);
  // A new period from the URL (a preset, Back) replaces what the pickers show.
  if (synced.dateFrom !== period.dateFrom || synced.dateTo !== period.dateTo) {
    setSynced(period);
    setFrom(toDate(period.dateFrom));
    setTo(toDate(period.dateTo));
  }
  const errors = validateDateRange(from, to);
  const active = presetOf(period);
  const canApply = Boolean(from && to) && !errors.dateFrom && !errors.dateTo;

  return (
    <div className={styles.controls}>
      <div className={styles.presets} role="group" aria-label="Быстрый выбор периода">
        {PERIOD_PRESETS.map((preset) => (
          <Button
            key={preset.key}
            variant="secondary"
            aria-pressed={active === preset.key}
            className={active === preset.key ? styles.presetActive : undefined}
            disabled={disabled}
            onClick={() => onApply(lastDays(preset.days, displayToday()))}
          >
            {preset.label}
          </Button>
        ))}
      </div>
      <form
        className={styles.range}
        aria-label="Период"
        onSubmit={(event) => {
          event.preventDefault();
          if (canApply) onApply({ dateFrom: toApiDate(from), dateTo: toApiDate(to) });
        }}
      >
        <DatePicker label="Период с" value={from} onChange={setFrom} error={errors.dateFrom} max={displayToday()} />
        <DatePicker label="Период по" value={to} onChange={setTo} error={errors.dateTo} max={displayToday()} />
        <Button type="submit" disabled={disabled || !canApply}>
          Показать
        </Button>
      </form>
    </div>
  );
}
