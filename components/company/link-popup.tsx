'use client';

import { useState, type FormEvent } from 'react';
import { FormPopup } from '@/components/ui/form-popup';
import { TextField } from '@/components/ui/text-field';
import { safeUrl } from '@/lib/rich-text/sanitize-html';
import { messages } from '@/lib/validation/messages';

export interface LinkDraft {
  /** The link's address when the cursor is on a link, else ''. */
  href: string;
  /** The selected text (the whole link when the cursor is on one). */
  text: string;
}

/** What the popup hands back: a checked address and the text to show, or `href: null` to remove the link. */
export type LinkResult = { href: string; text: string } | { href: null };

/**
 * The address as the user meant it: 'example.com' is a web address, 'name@example.com' an
 * e-mail; then only http(s) and mailto pass (the sanitiser's rule).
 */
export function linkTarget(input: string): string | null {
  const value = input.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return safeUrl(value);
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(value)) return safeUrl(`mailto:${value}`);
  return safeUrl(`https://${value}`);
}

/** The link popup of the text editor: the address (checked) and the text; an emptied address removes the link. */
export function LinkPopup({ draft, onSubmit, onClose }: { draft: LinkDraft; onSubmit: (result: LinkResult) => void; onClose: () => void }) {
  const [href, setHref] = useState(draft.href);
  const [text, setText] = useState(draft.text);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!href.trim()) {
      onSubmit({ href: null });
      return;
    }
    const target = linkTarget(href);
    if (!target) {
      setError(messages.link);
      return;
    }
    onSubmit({ href: target, text: text.trim() ? text : target });
  };

  return (
    <FormPopup title={draft.href ? 'Изменить ссылку' : 'Добавить ссылку'} onClose={onClose} onSubmit={submit} submitText="Сохранить">
      <TextField
        label="Адрес ссылки"
        placeholder="https://example.ru"
        hint="http, https или адрес электронной почты; пустое поле убирает ссылку"
        inputMode="url"
        autoComplete="off"
        value={href}
        onChange={(event) => {
          setHref(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <TextField label="Текст ссылки" autoComplete="off" value={text} onChange={(event) => setText(event.target.value)} />
    </FormPopup>
  );
}
