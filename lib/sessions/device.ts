/**
 * A session's device as a person reads it, from the browser's User-Agent: «Chrome 131, Windows»,
 * «Safari, iPhone». Our own few rules rather than a library: all the list needs is the browser
 * family with its major version and the platform, and the usual parser (ua-parser-js) is AGPL
 * from version 2 and many times this size. Safari is shown without a version: its version is
 * the system's, which the platform already names.
 */

export const UNKNOWN_DEVICE = 'Неизвестное устройство';

// Order matters: Edge, Opera, Yandex and Samsung also say "Chrome", and every Chromium says "Safari".
const BROWSERS: ReadonlyArray<{ name: string; pattern: RegExp; versioned?: false }> = [
  { name: 'Edge', pattern: /\b(?:Edg|EdgA|EdgiOS|Edge)\/(\d+)/ },
  { name: 'Opera', pattern: /\b(?:OPR|OPiOS|Opera)\/(\d+)/ },
  { name: 'Яндекс Браузер', pattern: /\bYaBrowser\/(\d+)/ },
  { name: 'Samsung Internet', pattern: /\bSamsungBrowser\/(\d+)/ },
  { name: 'Firefox', pattern: /\b(?:Firefox|FxiOS)\/(\d+)/ },
  { name: 'Chrome', pattern: /\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\/(\d+)/ },
  { name: 'Safari', pattern: /\bVersion\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, versioned: false },
];

const PLATFORMS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'iPhone', pattern: /\biPhone\b/ },
  { name: 'iPad', pattern: /\biPad\b/ },
  { name: 'Android', pattern: /\bAndroid\b/ },
  { name: 'Windows', pattern: /\bWindows\b/ },
  { name: 'ChromeOS', pattern: /\bCrOS\b/ },
  { name: 'macOS', pattern: /\bMac OS X\b|\bMacintosh\b/ },
  { name: 'Linux', pattern: /\bLinux\b|\bX11\b/ },
];

export interface Device {
  browser: string | null;
  platform: string | null;
}

export function parseUserAgent(userAgent: string): Device {
  let browser: string | null = null;
  for (const { name, pattern, versioned } of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (!match) continue;
    browser = versioned === false ? name : `${name} ${match[1]}`;
    break;
  }
  const platform = PLATFORMS.find(({ pattern }) => pattern.test(userAgent))?.name ?? null;
  return { browser, platform };
}

/** «Chrome 131, Windows»; one part when only one is known; «Неизвестное устройство» otherwise. */
export function describeDevice(userAgent: string | null | undefined): string {
  const { browser, platform } = parseUserAgent(userAgent ?? '');
  const parts = [browser, platform].filter((part): part is string => !!part);
  return parts.length > 0 ? parts.join(', ') : UNKNOWN_DEVICE;
}
