import type { HttpMethod } from '@/lib/docs/types';
import styles from './endpoint-line.module.css';

export function EndpointLine({ method, url }: { method: HttpMethod; url: string }) {
  return (
    <p className={styles.line}>
      <span className={styles.method} data-method={method}>
        {method}
      </span>{' '}
      <code className={styles.url}>{url}</code>
    </p>
  );
}
