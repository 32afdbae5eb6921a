import type { SelectOption } from './select-option';
import styles from './option-label.module.css';

/** An option's icon (or image) and name, as shown in a select and its list. */
export function OptionLabel({ option }: { option: SelectOption }) {
  return (
    <span className={styles.label}>
      {option.icon ? (
        <span className={styles.icon} aria-hidden="true">
          {option.icon}
        </span>
      ) : option.url ? (
        // eslint-disable-next-line @next/next/no-img-element -- small remote icons of any origin; next/image needs configured hosts
        <img className={styles.icon} src={option.url} alt="" width={20} height={20} />
      ) : null}
      <span className={styles.name}>{option.name}</span>
    </span>
  );
}
