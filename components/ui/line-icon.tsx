import styles from './line-icon.module.css';

/**
 * The layout's line icons and the lists' sort marks, as path data: a 24-unit box unless `box`
 * says otherwise, stroked in the text's colour (line-icon.module.css) unless `filled`.
 */
type IconPath = { d: string; box?: string; filled?: true };

const ICONS = {
  home: { d: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z' },
  catalog: { d: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z' },
  shop: { d: 'M4 9l1.5-5h13L20 9M4 9h16v11H4zM9 20v-6h6v6' },
  orders: { d: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6' },
  clients: { d: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M17 11a3 3 0 1 0 0-6M19 15c2 .5 3 2.5 3 5' },
  company: { d: 'M4 21V5l8-3v19M12 8l8 3v10M8 9h.01M8 13h.01M8 17h.01M16 14h.01M16 18h.01M2 21h20' },
  news: { d: 'M4 5h13v15H6a2 2 0 0 1-2-2zM17 9h3v9a2 2 0 0 1-2 2M8 9h5M8 13h5M8 17h3' },
  builder: { d: 'M14 4l6 6-10 10H4v-6zM12 6l6 6' },
  finance: { d: 'M3 7h18v12H3zM3 11h18M7 15h3' },
  settings: {
    d: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2 .5-1.5-1.5.5-2-3-1-1 2h-2l-1-2-3 1 .5 2L6 8.5 4 8l-1 3 2 1v0l-2 1 1 3 2-.5 1.5 1.5-.5 2 3 1 1-2h2l1 2 3-1-.5-2 1.5-1.5 2 .5 1-3z',
  },
  api: { d: 'M8 8l-4 4 4 4M16 8l4 4-4 4M13 5l-2 14' },
  integrations: { d: 'M9 7V3M15 7V3M6 7h12v4a6 6 0 0 1-12 0zM12 17v4' },
  activity: { d: 'M12 7v5l3 2M3.5 12a8.5 8.5 0 1 0 2.5-6M3 3v4h4' },
  trash: { d: 'M5 7h14M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3' },
  chevron: { d: 'M2 4l4 4 4-4', box: '0 0 12 12' },
  burger: { d: 'M4 6h16M4 12h16M4 18h16' },
  search: { d: 'M17.5 11a6.5 6.5 0 1 1-13 0 6.5 6.5 0 0 1 13 0zM16 16l4.5 4.5' },
  calendar: { d: 'M5.5 5h13a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3.5 10h17M8 3v4M16 3v4' },
  sort: { d: 'M6 1l4.5 5h-9zM6 15l-4.5-5h9z', box: '0 0 12 16', filled: true },
  'sort-ascending': { d: 'M6 1l4.5 5h-9z', box: '0 0 12 16', filled: true },
  'sort-descending': { d: 'M6 15l-4.5-5h9z', box: '0 0 12 16', filled: true },
} satisfies Record<string, IconPath>;

export type LineIconName = keyof typeof ICONS;

/**
 * One of the layout's line icons (the side menu's, the header's): decorative, 20 px unless `size`
 * says otherwise. A control that holds one names itself (aria-label or a text).
 *
 * Inline and short on purpose: every page's HTML carries the layout's icons, and React sends a
 * deferred card apart from the shell, revealing it 300 ms after the shell's first frame, once the
 * page passes its 12.8 kB chunk (docs/performance.md, "Pages"); so the stroke is set by the
 * stylesheet, not repeated on each path. Drawn by the stylesheet as masks instead, they cost a
 * phone's first paint 50 ms (an SVG document per icon; measured, docs/performance.md).
 */
export function LineIcon({ name, size, className }: { name: LineIconName; size?: number; className?: string }) {
  const icon: IconPath = ICONS[name];
  return (
    <svg
      className={[styles.icon, icon.filled && styles.filled, className].filter(Boolean).join(' ')}
      viewBox={icon.box ?? '0 0 24 24'}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path d={icon.d} />
    </svg>
  );
}
