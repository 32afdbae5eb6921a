import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { readMenuCollapsed, writeMenuCollapsed, MENU_STORAGE_KEY } from '@/lib/ui/docs-menu-state';
import { docPages } from '@/lib/docs/pages';
import { DEFAULT_SITE_URL, siteUrl } from '@/lib/docs/site';

describe('siteUrl', () => {
  it('defaults to http://localhost:3000 and accepts an http(s) SITE_URL without a trailing slash', () => {
    expect(siteUrl({})).toBe(DEFAULT_SITE_URL);
    expect(siteUrl({ SITE_URL: 'https://docs.example.ru/' })).toBe('https://docs.example.ru');
    expect(siteUrl({ SITE_URL: 'https://example.ru/panel//' })).toBe('https://example.ru/panel');
    expect(siteUrl({ SITE_URL: 'ftp://example.ru' })).toBe(DEFAULT_SITE_URL);
    expect(siteUrl({ SITE_URL: 'not a url' })).toBe(DEFAULT_SITE_URL);
  });
});

describe('sitemap.xml and robots.txt', () => {
  const original = process.env.SITE_URL;
  afterEach(() => {
    if (original === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = original;
  });

  it('lists every docs page, and only them, under SITE_URL', () => {
    process.env.SITE_URL = 'https://panel.example.ru';
    const entries = sitemap();
    expect(entries.map((entry) => entry.url)).toEqual(docPages.map((page) => `https://panel.example.ru${page.href}`));
    expect(entries.every((entry) => entry.lastModified)).toBe(true);
  });

  it('allows the docs, disallows the private back office and points to the sitemap', () => {
    process.env.SITE_URL = 'https://panel.example.ru';
    expect(robots()).toEqual({
      rules: { userAgent: '*', allow: ['/api/', '/_next/static/'], disallow: '/' },
      sitemap: 'https://panel.example.ru/sitemap.xml',
    });
  });
});

describe('docs menu state', () => {
  it('remembers the collapsed menu and falls back to open when storage fails', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
    expect(readMenuCollapsed(storage)).toBe(false);
    writeMenuCollapsed(storage, true);
    expect(store.get(MENU_STORAGE_KEY)).toBe('collapsed');
    expect(readMenuCollapsed(storage)).toBe(true);
    writeMenuCollapsed(storage, false);
    expect(readMenuCollapsed(storage)).toBe(false);

    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readMenuCollapsed(broken)).toBe(false);
    expect(() => writeMenuCollapsed(broken, true)).not.toThrow();
    expect(readMenuCollapsed(undefined)).toBe(false);
  });
});
