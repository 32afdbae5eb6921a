'use client';

import { useId, type ReactNode, type Ref } from 'react';
import styles from './toggle.module.css';

export interface ToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The switch's accessible name; clicking it toggles too. */
  label: ReactNode;
  /** The label stays the accessible name but is not shown. */
  hideLabel?: boolean;
  /** Label before the switch ('start') or after it ('end', default). */
  labelPlacement?: 'start' | 'end';
  disabled?: boolean;
  /** A save is in flight: the switch is busy and cannot be flipped again. */
  pending?: boolean;
  id?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
  className?: string;
}

/** An on/off switch (`role="switch"`), controlled through `checked` and `onChange`. */
export function Toggle({
  checked,
  onChange,
  label,
  hideLabel = false,
  labelPlacement = 'end',
  disabled = false,
  pending = false,
  id,
  onBlur,
  ref,
  className,
}: ToggleProps) {
  const autoId = useId();
  const switchId = id ?? autoId;
  return (
    <span
      className={[styles.root, labelPlacement === 'start' && styles.start, className].filter(Boolean).join(' ')}
    >
      <button
        ref={ref}
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-busy={pending || undefined}
        className={styles.switch}
        disabled={disabled || pending}
        onClick={() => onChange(!checked)}
        onBlur={onBlur}
      >
        <span className={styles.thumb} aria-hidden="true">
          {pending && <span className={styles.spinner} />}
        </span>
      </button>
      <label htmlFor={switchId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
    </span>
  );
}
