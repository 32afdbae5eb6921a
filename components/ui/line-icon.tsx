import styles from './line-icon.module.css';

/** The names line-icon.module.css draws. */
export const LINE_ICONS = [
  'home', 'catalog', 'shop', 'orders', 'clients', 'company', 'news', 'builder', 'finance', 'settings', 'api', 'integrations', 'activity',
  'trash', 'chevron', 'burger', 'search', 'calendar', 'sort', 'sort-ascending', 'sort-descending',
] as const;

export type LineIconName = (typeof LINE_ICONS)[number];

/**
 * One of the layout's line icons (the side menu's, the header's): a decorative box the stylesheet
 * draws in the text's colour, 20 px unless `size` says otherwise. A control that holds one names
 * itself (aria-label or a text).
 */
export function LineIcon({ name, size, className }: { name: LineIconName; size?: number; className?: string }) {
  return (
    <span
      className={className ? `${styles.icon} ${className}` : styles.icon}
      data-icon={name}
      style={size === undefined ? undefined : { width: size, height: size }}
      aria-hidden="true"
    />
  );
}
