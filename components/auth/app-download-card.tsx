import { IntentLink } from '@/components/ui/intent-link';
import type { AppDownload, AppDownloadResult } from '@/lib/application/api';
import { paths } from '@/lib/paths';
import styles from './app-download-card.module.css';

/** The download page: store links and a QR code, or why there is nothing to download yet. */
export function AppDownloadCard({ result }: { result: AppDownloadResult }) {
  return (
    <div className={styles.card}>
      {result.kind === 'found' ? (
        <Found app={result.app} />
      ) : (
        <>
          <h1 className={styles.title}>Скачать приложение</h1>
          <p className={styles.text} role="alert">
            {result.kind === 'missing'
              ? 'Приложение не найдено. Проверьте ссылку или отсканируйте QR-код ещё раз.'
              : result.message}
          </p>
        </>
      )}
      <p className={styles.footer}>
        <IntentLink href={paths.login}>Вход для компаний</IntentLink>
      </p>
    </div>
  );
}

function Found({ app }: { app: AppDownload }) {
  const published = Boolean(app.appStoreUrl || app.googlePlayUrl);
  return (
    <>
      <div className={styles.head}>
        {app.logo ? (
          // The logo is the upstream's URL or data URL, shown as it is.
          // eslint-disable-next-line @next/next/no-img-element
          <img className={styles.icon} src={app.logo} alt="" width={64} height={64} />
        ) : (
          <span className={styles.icon} style={{ background: app.colors.primary, color: app.colors.background1 }} aria-hidden="true">
            {(app.iconName.trim()[0] ?? '•').toUpperCase()}
          </span>
        )}
        <div>
          <h1 className={styles.title}>{app.appName}</h1>
          <p className={styles.company}>{app.companyName}</p>
        </div>
      </div>
      {published ? (
        <>
          <p className={styles.text}>
            Скачайте мобильное приложение: заказывайте онлайн, копите бонусы и узнавайте об акциях первыми.
          </p>
          <ul className={styles.stores} aria-label="Магазины приложений">
            {app.appStoreUrl && (
              <li>
                <a className={styles.store} href={app.appStoreUrl} target="_blank" rel="noopener noreferrer">
                  <span className={styles.storeHint}>Загрузите в</span> App Store
                </a>
              </li>
            )}
            {app.googlePlayUrl && (
              <li>
                <a className={styles.store} href={app.googlePlayUrl} target="_blank" rel="noopener noreferrer">
                  <span className={styles.storeHint}>Доступно в</span> Google Play
                </a>
              </li>
            )}
          </ul>
          {app.qrCode && (
            <figure className={styles.qr}>
              {/* A data URL from the upstream; next/image would only re-encode it. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={app.qrCode} alt="QR-код для скачивания приложения" width={184} height={184} />
              <figcaption>Наведите камеру телефона на QR-код, чтобы открыть приложение в магазине</figcaption>
            </figure>
          )}
        </>
      ) : (
        <p className={styles.text} role="status">
          Приложение ещё готовится к публикации в App Store и Google Play. Загляните сюда чуть позже.
        </p>
      )}
    </>
  );
}
