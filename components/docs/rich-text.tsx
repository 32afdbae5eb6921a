import type { RichText as RichTextValue } from '@/lib/docs/types';

// `code` spans and [links](/api/...) are the only markup the content uses.
const TOKEN = /(`[^`]+`|\[[^\]]+\]\([^)\s]+\))/;
const LINK = /^\[([^\]]+)\]\(([^)\s]+)\)$/;

export function RichText({ text }: { text: RichTextValue }) {
  return text.split(TOKEN).map((part, index) => {
    if (part.length > 1 && part.startsWith('`') && part.endsWith('`')) return <code key={index}>{part.slice(1, -1)}</code>;
    const link = LINK.exec(part);
    if (link) {
      const [, label = '', href = ''] = link;
      return (
        <a key={index} href={href} rel={href.startsWith('/') ? undefined : 'noopener noreferrer'}>
          {label}
        </a>
      );
    }
    return part;
  });
}
