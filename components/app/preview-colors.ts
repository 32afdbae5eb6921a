import type { AppColors } from '@/lib/application/api';
import { patterns } from '@/lib/validation/patterns';

/** The look of an app that has not chosen its colours yet. */
export const DEFAULT_PREVIEW_COLORS: AppColors = {
  primary: '#2F6FEB',
  secondary: '#F2994A',
  icon: '#FFFFFF',
  background1: '#FFFFFF',
  background2: '#F3F5F9',
  text: '#1F2430',
  gradient1: '#2F6FEB',
  gradient2: '#6FA8FF',
};

/** Only valid HEX colours reach a preview's style: a half-typed value keeps the default look. */
export function previewColors(colors: Partial<AppColors>): AppColors {
  const result = { ...DEFAULT_PREVIEW_COLORS };
  for (const key of Object.keys(result) as (keyof AppColors)[]) {
    const value = colors[key]?.trim();
    if (value && patterns.hexColor.test(value)) result[key] = value.toUpperCase();
  }
  return result;
}
