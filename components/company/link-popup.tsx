'use client';

import type { Resolver, ResolverResult } from 'react-hook-form';
import { AppFormPopup } from '@/components/form/app-form-popup';
import { useAppForm } from '@/components/form/use-app-form';
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

type LinkValues = LinkDraft;

/** An address is checked only when given: an emptied one removes the link. */
const linkResolver: Resolver<LinkValues> = async (values): Promise<ResolverResult<LinkValues>> => {
  if (values.href.trim() && !linkTarget(values.href)) return { values: {}, errors: { href: { type: 'link', message: messages.link } } };
  return { values, errors: {} };
};

/** The link popup of the text editor: the address (checked) and the text; an emptied address removes the link. */
export function LinkPopup({ draft, onSubmit, onClose }: { draft: LinkDraft; onSubmit: (result: LinkResult) => void; onClose: () => void }) {
  const form = useAppForm<LinkValues>({
    schema: linkResolver,
    defaultValues: draft,
    // The editor's own form guards the page; the popup's input is gone with the popup.
    guard: 'none',
    submit: async ({ href, text }) => {
      const target = href.trim() ? linkTarget(href) : null;
      onSubmit(target ? { href: target, text: text.trim() ? text : target } : { href: null });
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <AppFormPopup form={form} title={draft.href ? 'Изменить ссылку' : 'Добавить ссылку'} onClose={onClose} submitText="Сохранить">
      <TextField
        label="Адрес ссылки"
        placeholder="https://example.ru"
        hint="http, https или адрес электронной почты; пустое поле убирает ссылку"
        inputMode="url"
        autoComplete="off"
        registration={register('href')}
        error={errors.href?.message}
      />
      <TextField label="Текст ссылки" autoComplete="off" registration={register('text')} />
    </AppFormPopup>
  );
}
