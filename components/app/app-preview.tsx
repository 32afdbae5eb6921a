import type { AppColors } from '@/lib/api/application';
import { patterns } from '@/lib/validation/patterns';
import styles from './app-preview.module.css';

export interface AppPreviewProps {
  iconName: string;
  splashScreenText: string;
  colors: Partial<AppColors>;
}

/** Only valid colours reach the style: a half-typed value keeps the previous look. */
const color = (value: string | undefined, fallback: string) =>
  value && patterns.hexColor.test(value.trim()) ? value.trim() : fallback;

/** A rough picture of the icon and the splash screen with the chosen colours. */
export function AppPreview({ iconName, splashScreenText, colors }: AppPreviewProps) {
  const gradient = `linear-gradient(160deg, ${color(colors.gradient1, '#2F6FEB')}, ${color(colors.gradient2, '#6FA8FF')})`;
  return (
    <figure className={styles.preview} aria-label="Предпросмотр приложения">
      <div className={styles.home}>
        <div className={styles.icon} style={{ background: gradient, color: color(colors.icon, '#FFFFFF') }} aria-hidden="true">
          {(iconName.trim()[0] ?? '•').toUpperCase()}
        </div>
        <span className={styles.caption}>{iconName.trim() || 'Подпись'}</span>
      </div>
      <div
        className={styles.splash}
        style={{ background: color(colors.background1, '#FFFFFF'), color: color(colors.text, '#1F2430') }}
      >
        <span className={styles.brand} style={{ color: color(colors.primary, '#2F6FEB') }}>
          {iconName.trim() || 'Приложение'}
        </span>
        <span className={styles.tagline}>{splashScreenText.trim()}</span>
        <span
          className={styles.button}
          style={{ background: color(colors.primary, '#2F6FEB'), color: color(colors.background1, '#FFFFFF') }}
        >
          Войти
        </span>
        <span className={styles.accent} style={{ background: color(colors.secondary, '#F2994A') }} />
      </div>
      <figcaption className="visually-hidden">Иконка на экране телефона и заставка приложения</figcaption>
    </figure>
  );
}
