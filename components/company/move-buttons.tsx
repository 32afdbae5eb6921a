import styles from './company.module.css';

/** Up and down buttons of a reorderable row: the order can be changed without dragging. */
export function MoveButtons({
  title,
  canUp,
  canDown,
  disabled,
  onUp,
  onDown,
}: {
  title: string;
  canUp: boolean;
  canDown: boolean;
  disabled: boolean;
  onUp: () => void;
  onDown: () => void;
}) {
  return (
    <span className={styles.moveButtons}>
      <button type="button" aria-label={`Переместить «${title}» выше`} disabled={disabled || !canUp} onClick={onUp}>
        <Arrow rotate={0} />
      </button>
      <button type="button" aria-label={`Переместить «${title}» ниже`} disabled={disabled || !canDown} onClick={onDown}>
        <Arrow rotate={180} />
      </button>
    </span>
  );
}

function Arrow({ rotate }: { rotate: number }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" className={rotate ? styles.down : undefined}>
      <path d="M12 5l-6 6h4v8h4v-8h4z" fill="currentColor" />
    </svg>
  );
}

export function DragHandleIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M9 5a1.5 1.5 0 110 3 1.5 1.5 0 010-3zm6 0a1.5 1.5 0 110 3 1.5 1.5 0 010-3zM9 10.5a1.5 1.5 0 110 3 1.5 1.5 0 010-3zm6 0a1.5 1.5 0 110 3 1.5 1.5 0 010-3zM9 16a1.5 1.5 0 110 3 1.5 1.5 0 010-3zm6 0a1.5 1.5 0 110 3 1.5 1.5 0 010-3z"
      />
    </svg>
  );
}
