import { THEME_COOKIE, themeCookie, themeFromCookie } from '@/components/layout/theme-state';

describe('themeFromCookie', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    [undefined, 'system'],
    ['', 'system'],
    ['system', 'system'],
    ['DARK', 'system'],
    ['dark; Path=/', 'system'],
  ] as const)('%p → %p', (value, theme) => {
    expect(themeFromCookie(value)).toBe(theme);
  });
});

describe('themeCookie', () => {
  it('keeps a light or dark choice for a year on every path, sent with top-level navigations', () => {
    expect(themeCookie('dark')).toBe(`${THEME_COOKIE}=dark; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(themeCookie('light')).toBe(`${THEME_COOKIE}=light; Path=/; Max-Age=31536000; SameSite=Lax`);
  });

  it('removes the cookie for «Как в системе», the default', () => {
    expect(themeCookie('system')).toBe(`${THEME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  });

  it('reads back what it wrote', () => {
    for (const theme of ['light', 'dark'] as const) {
      const value = /^theme=([^;]*)/.exec(themeCookie(theme))?.[1];
      expect(themeFromCookie(value)).toBe(theme);
    }
  });
});
