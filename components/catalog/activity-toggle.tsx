'use client';

import { useState } from 'react';
import { Toggle } from '@/components/ui/toggle';
import { useToast } from '@/components/ui/toast';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';

export interface ActivityToggleProps {
  name: string;
  isActive: boolean;
  /** Saves the new state; the list refreshes afterwards. */
  save: (isActive: boolean) => Promise<unknown>;
  onSaved: () => void;
}

/** A row's activity switch: shows the new state at once and goes back if the save fails. */
export function ActivityToggle({ name, isActive, save, onSaved }: ActivityToggleProps) {
  const [checked, setChecked] = useState(isActive);
  const [pending, setPending] = useState(false);
  const [shown, setShown] = useState(isActive);
  const { notify } = useToast();
  // A refreshed row brings the server's value.
  if (isActive !== shown) {
    setShown(isActive);
    setChecked(isActive);
  }

  const change = async (next: boolean) => {
    setChecked(next);
    setPending(true);
    try {
      await save(next);
      notify({ tone: 'success', text: 'Активность сохранена' });
      onSaved();
    } catch (error) {
      setChecked(!next);
      notify({ tone: 'error', text: error instanceof ApiError ? error.error : GENERIC_ERROR });
    } finally {
      setPending(false);
    }
  };

  return <Toggle checked={checked} onChange={(next) => void change(next)} pending={pending} label={`Активность «${name}»`} hideLabel />;
}
