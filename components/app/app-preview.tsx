import type { AppColors } from '@/lib/application/api';
import { previewColors } from './preview-colors';
import styles from './app-preview.module.css';

export interface AppPreviewProps {
  iconName: string;
  splashScreenText: string;
  colors: Partial<AppColors>;
}

/** A rough picture of the icon and the splash screen with the chosen colours. */
export function AppPreview({ iconName, splashScreenText, colors }: AppPreviewProps) {
  const c = previewColors(colors);
  const gradient = `linear-gradient(160deg, ${c.gradient1}, ${c.gradient2})`;
  return (
    <figure className={styles.preview} aria-label="Предпросмотр приложения">
      <div className={styles.home}>
        <div className={styles.icon} style={{ background: gradient, color: c.icon }} aria-hidden="true">
          {(iconName.trim()[0] ?? '•').toUpperCase()}
        </div>
        <span className={styles.caption}>{iconName.trim() || 'Подпись'}</span>
      </div>
      <div
        className={styles.splash}
        style={{ background: c.background1, color: c.text }}
      >
        <span className={styles.brand} style={{ color: c.primary }}>
          {iconName.trim() || 'Приложение'}
        </span>
        <span className={styles.tagline}>{splashScreenText.trim()}</span>
        <span
          className={styles.button}
          style={{ background: c.primary, color: c.background1 }}
        >
          Войти
        </span>
        <span className={styles.accent} style={{ background: c.secondary }} />
      </div>
      <figcaption className="visually-hidden">Иконка на экране телефона и заставка приложения</figcaption>
    </figure>
  );
}
