import styles from './copy-button.module.css';

interface CopyButtonProps {
  /** Id of the element whose text is copied; reading the page keeps the code out of the props. */
  targetId: string;
  describedBy?: string;
}

/**
 * A code block's 'Копировать' button. Server markup only: the docs' one client module
 * (docs-script.tsx, see behaviour/copy.ts) copies on click and fills the status beside it.
 */
export function CopyButton({ targetId, describedBy }: CopyButtonProps) {
  return (
    <span className={styles.wrap}>
      <span role="status" className={styles.status} />
      <button type="button" className={styles.button} data-copy={targetId} aria-describedby={describedBy}>
        Копировать
      </button>
    </span>
  );
}
