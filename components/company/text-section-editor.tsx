'use client';

import { useEffect, useId, useRef, useState, type ClipboardEvent } from 'react';
import { UnsavedGuard } from '@/components/ui/unsaved-guard';
import { Button } from '@/components/ui/button';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { FormError } from '@/components/ui/form-error';
import { useToast } from '@/components/ui/toast';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { sectionsApi } from '@/lib/api/sections';
import { SECTION_TOO_LARGE, htmlBytes, safeUrl, sanitizeHtml } from '@/lib/sanitize-html';
import { MAX_SECTION_HTML_BYTES } from '@/lib/security-config';
import { RichTextToolbar, type FormatCommand } from './rich-text-toolbar';
import styles from './company.module.css';

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The text of an html_text section: a contentEditable editor with a small toolbar. What the
 * upstream holds is sanitised before it is shown, pasted HTML is sanitised before it enters the
 * editor, and the editor's HTML is sanitised again before it is saved.
 */
export function TextSectionEditor({ sectionId, content }: { sectionId: number; content: string }) {
  const editorRef = useRef<HTMLDivElement>(null);
  const editorId = useId();
  const { notify } = useToast();
  const [saved, setSaved] = useState(() => sanitizeHtml(content));
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // A new section or a fresh server text replaces the saved copy (adjusted during render, React's
  // pattern for state that follows a prop); the editor's DOM follows in the effect below.
  const [source, setSource] = useState({ sectionId, content });
  if (source.sectionId !== sectionId || source.content !== content) {
    setSource({ sectionId, content });
    setSaved(sanitizeHtml(content));
    setDirty(false);
  }
  useEffect(() => {
    if (editorRef.current) editorRef.current.innerHTML = sanitizeHtml(content);
  }, [sectionId, content]);

  const current = () => sanitizeHtml(editorRef.current?.innerHTML ?? '');
  const onInput = () => setDirty(current() !== saved);

  const run = (command: string, value?: string) => {
    editorRef.current?.focus();
    // execCommand is the one editing API every browser still ships for contentEditable.
    document.execCommand(command, false, value);
    onInput();
  };

  const onCommand = (command: FormatCommand) => {
    if (command === 'bold') run('bold');
    else if (command === 'italic') run('italic');
    else if (command === 'list') run('insertUnorderedList');
    else if (command === 'heading') {
      const inHeading = document.queryCommandValue('formatBlock').toLowerCase() === 'h2';
      run('formatBlock', inHeading ? 'p' : 'h2');
    } else {
      const answer = window.prompt('Адрес ссылки (http, https или mailto)', 'https://');
      if (!answer) return;
      const url = safeUrl(/^[a-z][a-z0-9+.-]*:/i.test(answer.trim()) ? answer : `https://${answer.trim()}`);
      if (url) run('createLink', url);
      else notify({ tone: 'error', text: 'Некорректная ссылка. Укажите правильный URL' });
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const html = event.clipboardData.getData('text/html');
    const clean = html ? sanitizeHtml(html) : escapeText(event.clipboardData.getData('text/plain')).replace(/\r?\n/g, '<br>');
    run('insertHTML', clean);
  };

  const save = async () => {
    setError(null);
    // Over the cap the sanitiser keeps only the text: say so instead of saving it stripped.
    if (htmlBytes(editorRef.current?.innerHTML ?? '') > MAX_SECTION_HTML_BYTES) {
      setError(SECTION_TOO_LARGE);
      return;
    }
    setSaving(true);
    try {
      const result = await sectionsApi.update(sectionId, { content: current() });
      const clean = sanitizeHtml(result.content ?? '');
      setSaved(clean);
      if (editorRef.current) editorRef.current.innerHTML = clean;
      setDirty(false);
      notify({ tone: 'success', text: 'Текст раздела сохранён' });
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : null;
      setError([apiError?.error ?? GENERIC_ERROR, ...(apiError?.fieldErrors.content ?? [])].join(': '));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={`${editorId}-title`}>
      <h2 id={`${editorId}-title`}>Текст раздела</h2>
      <RichTextToolbar onCommand={onCommand} controls={editorId} />
      <div
        id={editorId}
        ref={editorRef}
        className={styles.editor}
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-label="Текст раздела"
        tabIndex={0}
        onInput={onInput}
        onBlur={onInput}
        onPaste={onPaste}
        suppressContentEditableWarning
      />
      <FormError>{error}</FormError>
      <div className={styles.actions}>
        <Button onClick={() => void save()} pending={saving} disabled={!dirty}>
          {SAVE_CHANGES_TEXT}
        </Button>
      </div>
      <UnsavedGuard dirty={dirty} />
    </section>
  );
}
