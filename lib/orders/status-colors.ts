/**
 * Order status colours: a status may carry its own HEX colour (the chosen `color` of
 * market/statuses); without one it takes a default by its code, so a company that never set a
 * colour still tells new, working, finished and cancelled orders apart at a glance.
 */
import { patterns } from '../validation/patterns';

/** Defaults by status code (the codes of GET market/statuses/codes). */
export const DEFAULT_STATUS_COLORS: Readonly<Record<string, string>> = {
  new: '#2558D6',
  confirmed: '#0E9AA7',
  assembling: '#F5A524',
  delivering: '#8B5CF6',
  completed: '#1E9E4A',
  cancelled: '#9AA1AC',
};

/** A status nobody coloured and whose code is unknown (or not sent). */
export const NEUTRAL_STATUS_COLOR = '#E4E7EC';

export interface ColoredStatus {
  code?: string | null;
  color?: string | null;
}

/** '#abc' → '#aabbcc', lower case; null when the text is not a HEX colour. */
export function normalizeHex(value: string): string | null {
  const text = value.trim();
  if (!patterns.hexColor.test(text)) return null;
  if (text.length === 7) return text.toLowerCase();
  const [, r = '', g = '', b = ''] = text;
  return `#${r}${r}${g}${g}${b}${b}`.toLowerCase();
}

/** The status's own colour, else its code's default, else the neutral grey. */
export function statusColor(status: ColoredStatus | null | undefined): string {
  const own = status?.color ? normalizeHex(status.color) : null;
  if (own) return own;
  const byCode = status?.code ? DEFAULT_STATUS_COLORS[status.code] : undefined;
  return (byCode ?? NEUTRAL_STATUS_COLOR).toLowerCase();
}

/** WCAG 2 relative luminance of a '#rrggbb' colour. */
export function relativeLuminance(hex: string): number {
  const six = normalizeHex(hex) ?? '#000000';
  const channel = (offset: number) => {
    const value = parseInt(six.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Black or white, whichever reads better on the background. Pure black and white (not a softer
 * grey) keep the worse of the two at 4.58:1 or more for any background, above the 4.5:1 that
 * axe's colour-contrast rule asks of small text.
 */
export function readableTextColor(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000') ? '#ffffff' : '#000000';
}
