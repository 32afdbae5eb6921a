'use client';

import styles from './company.module.css';

export type FormatCommand = 'bold' | 'italic' | 'heading' | 'list' | 'link';

const BUTTONS: { command: FormatCommand; label: string; text: string }[] = [
  { command: 'bold', label: 'Жирный', text: 'Ж' },
  { command: 'italic', label: 'Курсив', text: 'К' },
  { command: 'heading', label: 'Заголовок', text: 'H' },
  { command: 'list', label: 'Список', text: '•' },
  { command: 'link', label: 'Ссылка', text: '🔗' },
];

/** The editor's formatting buttons; a press keeps the text selection (mouse down is not let through). */
export function RichTextToolbar({ onCommand, controls }: { onCommand: (command: FormatCommand) => void; controls: string }) {
  return (
    <div role="toolbar" aria-label="Форматирование текста" aria-controls={controls} className={styles.toolbar}>
      {BUTTONS.map(({ command, label, text }) => (
        <button
          key={command}
          type="button"
          aria-label={label}
          title={label}
          className={styles[`tool_${command}`]}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onCommand(command)}
        >
          <span aria-hidden="true">{text}</span>
        </button>
      ))}
    </div>
  );
}
