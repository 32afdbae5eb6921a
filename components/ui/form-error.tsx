import type { ReactNode } from 'react';
import styles from './form-error.module.css';

export interface FormErrorProps {
  /** The message; nothing is rendered without one. */
  children?: ReactNode;
  id?: string;
}

/** A form-level error, announced as soon as it appears. */
export function FormError({ children, id }: FormErrorProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <div id={id} role="alert" className={styles.error}>
      {children}
    </div>
  );
}
