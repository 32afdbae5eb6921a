import type { ReactNode, Ref } from 'react';
import requiredStyles from './required.module.css';
import styles from './select.module.css';

interface SelectFrameProps {
  className?: string;
  label: ReactNode;
  labelId: string;
  /** The searchable control (an <input>) is labelable; a div combobox takes its name from aria-labelledby instead. */
  labelFor?: string;
  hideLabel?: boolean;
  /** Marks the label as a required field's. */
  required?: boolean;
  /** The box the dropdown is placed against. */
  anchorRef?: Ref<HTMLDivElement>;
  open?: boolean;
  /** The combobox. */
  control: ReactNode;
  /** The list, while it is open. */
  dropdown?: ReactNode;
  error?: string;
  errorId?: string;
}

/**
 * What the single select, the multi-select and the list's page-size control (drawn closed until
 * its select loads) share around their combobox: the label, the box with its chevron, the list
 * and the message under the field.
 */
export function SelectFrame({ className, label, labelId, labelFor, hideLabel = false, required = false, anchorRef, open, control, dropdown, error, errorId }: SelectFrameProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label
        id={labelId}
        htmlFor={labelFor}
        className={hideLabel ? 'visually-hidden' : [styles.label, required ? requiredStyles.required : null].filter(Boolean).join(' ')}
      >
        {label}
      </label>
      <div ref={anchorRef} className={styles.control} data-open={open || undefined}>
        {control}
        <span className={styles.chevron} aria-hidden="true" />
      </div>
      {dropdown}
      {error && (
        <div id={errorId} className={styles.error}>
          {error}
        </div>
      )}
    </div>
  );
}
