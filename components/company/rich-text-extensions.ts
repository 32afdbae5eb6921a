import StarterKit from '@tiptap/starter-kit';
import { safeUrl, sanitizeHtml } from '@/lib/rich-text/sanitize-html';

/**
 * The editor's schema is the sanitiser's allowlist (lib/rich-text/sanitize-html.ts): paragraphs, line
 * breaks, bold, italic, underline, h2/h3, both lists, quotes and http(s)/mailto links. Whatever
 * is pasted is parsed into this schema, so anything else (images, tables, styles, handlers) has
 * no node to live in and is dropped; the sanitiser also runs on the pasted HTML first.
 */
export const richTextExtensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    heading: { levels: [2, 3] },
    link: {
      autolink: false,
      linkOnPaste: false,
      openOnClick: false,
      defaultProtocol: 'https',
      // Our own rule instead of linkify's: only http(s) and mailto, decoded and trimmed as a browser would.
      isAllowedUri: (url) => safeUrl(url ?? '') !== null,
      // The sanitiser puts rel back on save; a new tab is not ours to decide in the stored HTML.
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
];

/** Pasted HTML goes through the same sanitiser as the stored HTML before the schema sees it. */
export const transformPastedHTML = (html: string) => sanitizeHtml(html);
