'use client';

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './company.module.css';

export type FormatCommand =
  | 'bold'
  | 'italic'
  | 'underline'
  | 'heading'
  | 'subheading'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote'
  | 'link'
  | 'unlink';

/** What is on at the cursor; a command missing here is off. */
export type ActiveFormats = Partial<Record<FormatCommand, boolean>>;

const icon = (children: ReactNode) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    {children}
  </svg>
);

/** The buttons, in toolbar order; a gap goes before each `group` start. */
const BUTTONS: { command: FormatCommand; label: string; icon: ReactNode; group?: boolean; toggle: boolean }[] = [
  { command: 'bold', label: 'Жирный', toggle: true, icon: icon(<path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />) },
  { command: 'italic', label: 'Курсив', toggle: true, icon: icon(<path d="M10 5h8M6 19h8M14 5l-4 14" />) },
  { command: 'underline', label: 'Подчёркнутый', toggle: true, icon: icon(<path d="M7 4v7a5 5 0 0 0 10 0V4M5 20h14" />) },
  // A large and a small 'H': the levels they make (h2, h3) are the sanitiser's, not the user's words.
  { command: 'heading', label: 'Заголовок', group: true, toggle: true, icon: icon(<path d="M6 4v16M18 4v16M6 12h12" />) },
  { command: 'subheading', label: 'Подзаголовок', toggle: true, icon: icon(<path d="M8 8v10M16 8v10M8 13h8" />) },
  { command: 'bulletList', label: 'Маркированный список', group: true, toggle: true, icon: icon(<path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />) },
  { command: 'orderedList', label: 'Нумерованный список', toggle: true, icon: icon(<path d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.5 14.5a1.5 1.5 0 1 1 2.5 1L3.5 19H6.5" />) },
  { command: 'blockquote', label: 'Цитата', toggle: true, icon: icon(<path d="M6 7h4v5H7l-1 4M14 7h4v5h-3l-1 4" />) },
  { command: 'link', label: 'Ссылка', group: true, toggle: true, icon: icon(<path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />) },
  { command: 'unlink', label: 'Убрать ссылку', toggle: false, icon: icon(<path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1M4 4l16 16" />) },
];

export interface RichTextToolbarProps {
  active: ActiveFormats;
  onCommand: (command: FormatCommand) => void;
  /** Id of the editable area the toolbar formats. */
  controls: string;
  /** The whole toolbar is off (the editor is not ready or is saving). */
  disabled?: boolean;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The editor's formatting buttons. Toggles say their state with `aria-pressed`; 'Убрать ссылку'
 * is an action, off when there is no link at the cursor. A mouse press keeps the text selection
 * (mouse down is not let through), so the command applies to what was selected.
 * One Tab stop for the whole toolbar (the WAI-ARIA toolbar pattern): the arrows, Home and End
 * move between the buttons that can be used, so the text is one Tab away, not eleven.
 */
export function RichTextToolbar({ active, onCommand, controls, disabled }: RichTextToolbarProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [current, setCurrent] = useState<FormatCommand>('bold');
  const usable = BUTTONS.filter(({ command }) => !disabled && !(command === 'unlink' && !active.link)).map(({ command }) => command);
  // The remembered button may have become unusable (no link at the cursor any more).
  const tabStop = usable.includes(current) ? current : usable[0];

  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move || usable.length === 0) return;
    event.preventDefault();
    const from = Math.max(0, usable.indexOf(tabStop ?? usable[0]!));
    const next = usable[move(from, usable.length)]!;
    setCurrent(next);
    buttons.current[BUTTONS.findIndex(({ command }) => command === next)]?.focus();
  };

  return (
    <div role="toolbar" aria-label="Форматирование текста" aria-controls={controls} className={styles.toolbar} onKeyDown={onKeyDown}>
      {BUTTONS.map(({ command, label, icon: glyph, group, toggle }, index) => (
        <button
          key={command}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          aria-label={label}
          title={label}
          aria-pressed={toggle ? Boolean(active[command]) : undefined}
          disabled={!usable.includes(command)}
          tabIndex={command === tabStop ? 0 : -1}
          className={group ? styles.toolGroup : undefined}
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setCurrent(command)}
          onClick={() => onCommand(command)}
        >
          {glyph}
        </button>
      ))}
    </div>
  );
}
