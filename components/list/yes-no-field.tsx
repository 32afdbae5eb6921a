'use client';

import { RadioGroup } from '@/components/ui/radio-group';
import { YES_NO_OPTIONS } from './yes-no';

/** A yes/no radio filter (activity, publication) of a list's 'Фильтры' panel. */
export function YesNoField({ legend, value, onChange }: { legend: string; value: boolean | null; onChange: (value: boolean) => void }) {
  return <RadioGroup legend={legend} options={YES_NO_OPTIONS} value={value} onChange={onChange} />;
}
