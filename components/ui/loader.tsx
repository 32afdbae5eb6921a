import styles from './loader.module.css';

/** A spinner with a text for screen readers; `label` defaults to 'Загрузка…'. */
export function Loader({ label = 'Загрузка…' }: { label?: string }) {
  return (
    <div className={styles.loader} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
