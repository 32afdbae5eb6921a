import styles from '@/components/settings/settings.module.css';

interface BlockLoadFailedProps {
  /** The block's own heading, so the screen keeps its outline and the block is found where it was. */
  title: string;
  titleId: string;
  message: string;
}

/**
 * One block of a screen whose data could not be loaded: its heading, why, and a way to try again,
 * while the other blocks work and save (a failed call is that block's, not the page's). A plain
 * link reloads, so it works before any script has arrived.
 */
export function BlockLoadFailed({ title, titleId, message }: BlockLoadFailedProps) {
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p role="alert">{message}</p>
      <p>
        <a href="">Обновить страницу</a>
      </p>
    </section>
  );
}
