import styles from './doc-heading.module.css';

interface DocHeadingProps {
  id: string;
  level: 2 | 3;
  title: string;
}

/**
 * A heading with its deep link. The link sits beside the heading, not inside it, so the
 * heading's accessible name stays its title. tabIndex lets a hash jump move focus to it.
 */
export function DocHeading({ id, level, title }: DocHeadingProps) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.row} data-level={level}>
      <Tag id={id} tabIndex={-1} className={styles.heading}>
        {title}
      </Tag>
      <a href={`#${id}`} className={styles.anchor} aria-label={`Ссылка на раздел «${title}»`}>
        #
      </a>
    </div>
  );
}
