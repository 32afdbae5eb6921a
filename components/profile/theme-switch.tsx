'use client';

import { useTheme } from '@/components/layout/theme-provider';
import { THEME_CHOICES, THEME_LABELS, type ThemeChoice } from '@/components/layout/theme-state';
import { RadioGroup } from '@/components/ui/radio-group';
import styles from './profile.module.css';

const OPTIONS = THEME_CHOICES.map((value) => ({ value, label: THEME_LABELS[value] }));

/** The colour theme of this device: as the system, light or dark; applies at once. */
export function ThemeSwitch() {
  const theme = useTheme();
  if (!theme) return null;
  return (
    <section className={styles.card} aria-labelledby="theme-title">
      <h2 id="theme-title">Оформление</h2>
      <RadioGroup<ThemeChoice> legend="Тема оформления" options={OPTIONS} value={theme.theme} onChange={theme.setTheme} />
      <p>«Как в системе» следует настройке устройства. Выбор хранится на этом устройстве.</p>
    </section>
  );
}
