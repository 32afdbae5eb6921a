import { APP_STATE_NAMES, type ApplicationMain } from '@/lib/application/api';
import styles from './app-settings.module.css';

/** The app's state (§3 "state") in Russian, the store links once published, and its QR code. */
export function AppStateCard({ app }: { app: ApplicationMain }) {
  const stateName = APP_STATE_NAMES[app.state] ?? app.state;
  return (
    <section className={`${styles.card} ${styles.stateCard}`} aria-labelledby="app-state-title">
      <div className={styles.stateText}>
        <h2 id="app-state-title" className={styles.cardTitle}>
          Приложение
        </h2>
        <p>
          Состояние: <span className={styles.state} data-state={app.state}>{stateName}</span>
        </p>
        {app.appStoreUrl && (
          <p>
            <a href={app.appStoreUrl} target="_blank" rel="noreferrer">
              Страница в App Store
            </a>
          </p>
        )}
        {app.googlePlayUrl && (
          <p>
            <a href={app.googlePlayUrl} target="_blank" rel="noreferrer">
              Страница в Google Play
            </a>
          </p>
        )}
      </div>
      {app.qrCode && (
        <figure className={styles.qr}>
          {/* A data: URL drawn by the server; next/image adds nothing to it. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={app.qrCode} alt="QR-код для скачивания приложения" width={140} height={140} />
          <figcaption>Наведите камеру телефона, чтобы скачать приложение</figcaption>
        </figure>
      )}
    </section>
  );
}
