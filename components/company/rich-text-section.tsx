'use client';

import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState } from 'react';
import { OverwriteDialog } from '@/components/form/overwrite-dialog';
import { Button } from '@/components/ui/button';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { FormError } from '@/components/ui/form-error';
import { useToast } from '@/components/ui/toast';
import { UnsavedGuard } from '@/components/ui/unsaved-guard';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { sectionsApi } from '@/lib/company/api';
import { findOverwrite, type FieldChange } from '@/lib/forms/overwrite-guard';
import { SECTION_TOO_LARGE, htmlBytes, sanitizeHtml } from '@/lib/rich-text/sanitize-html';
import { MAX_SECTION_HTML_BYTES } from '@/lib/security-config';
import { LinkPopup, type LinkDraft, type LinkResult } from './link-popup';
import { richTextExtensions, transformPastedHTML } from './rich-text-extensions';
import { RichTextToolbar, type ActiveFormats, type FormatCommand } from './rich-text-toolbar';
import { syncSelectionBeforeKey, syncSelectionFromDOM } from './sync-dom-selection';
import styles from './company.module.css';

/**
 * The editor's text as it is stored: '' for an empty editor, else its HTML through the
 * sanitiser, without the empty paragraph Tiptap keeps after a closing list, quote or heading.
 */
export function editorHtml(editor: Editor): string {
  return editor.isEmpty ? '' : sanitizeHtml(editor.getHTML().replace(/(?:<p><\/p>)+$/, ''));
}

/** The text of a section's HTML, as the overwrite dialog shows it. */
function htmlText(value: unknown): string {
  const html = typeof value === 'string' ? value : '';
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

/** The one field a text section's overwrite guard compares (sections have no `updatedAt`: its hash tells). */
const GUARDED = { labels: { content: 'Текст раздела' }, show: { content: htmlText } };

function activeFormats(editor: Editor): ActiveFormats {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    heading: editor.isActive('heading', { level: 2 }),
    subheading: editor.isActive('heading', { level: 3 }),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    link: editor.isActive('link'),
  };
}

/** The selection for the link popup: the whole link when the cursor is on one. */
function linkDraft(editor: Editor): LinkDraft & { from: number; to: number } {
  if (editor.isActive('link')) editor.commands.extendMarkRange('link');
  const { from, to } = editor.state.selection;
  return { from, to, href: (editor.getAttributes('link').href as string | undefined) ?? '', text: editor.state.doc.textBetween(from, to, ' ') };
}

/**
 * The editing part of a text section (Tiptap, loaded only on this screen by text-section-editor.tsx):
 * the toolbar, the editor, the link popup, and saving. It starts from the server's sanitised
 * HTML; a new section or server text remounts it (the parent's key).
 */
export function RichTextSection({ sectionId, content, editorId }: { sectionId: number; content: string; editorId: string }) {
  const { notify } = useToast();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<(LinkDraft & { from: number; to: number }) | null>(null);
  // The editor's own rendering of what is saved: dirty means the text differs from it.
  const saved = useRef('');
  // The server's text as this editor last read or saved it: what the overwrite guard compares with.
  const baseline = useRef(sanitizeHtml(content));
  const [conflict, setConflict] = useState<{ changes: FieldChange[]; theirs: string } | null>(null);

  const editor = useEditor({
    extensions: richTextExtensions,
    content: sanitizeHtml(content),
    // Loaded in the browser only (next/dynamic without SSR), so the editor can exist on the first render.
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id: editorId,
        class: styles.editor!,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': 'Текст раздела',
      },
      transformPastedHTML,
      // Keys act on the selection the user sees, even right after End or Shift+Home (see the module).
      handleKeyDown: syncSelectionBeforeKey,
    },
    onCreate: ({ editor: created }) => {
      saved.current = editorHtml(created);
    },
    onUpdate: ({ editor: changed }) => setDirty(editorHtml(changed) !== saved.current),
  });
  const active = useEditorState({ editor, selector: ({ editor: current }) => activeFormats(current) });

  const onCommand = (command: FormatCommand) => {
    // A click right after Shift+Home formats what is selected on screen, not what the state last read.
    syncSelectionFromDOM(editor.view);
    const chain = editor.chain().focus();
    if (command === 'bold') chain.toggleBold().run();
    else if (command === 'italic') chain.toggleItalic().run();
    else if (command === 'underline') chain.toggleUnderline().run();
    else if (command === 'heading') chain.toggleHeading({ level: 2 }).run();
    else if (command === 'subheading') chain.toggleHeading({ level: 3 }).run();
    else if (command === 'bulletList') chain.toggleBulletList().run();
    else if (command === 'orderedList') chain.toggleOrderedList().run();
    else if (command === 'blockquote') chain.toggleBlockquote().run();
    else if (command === 'unlink') chain.extendMarkRange('link').unsetLink().run();
    else setLink(linkDraft(editor));
  };

  const applyLink = (result: LinkResult) => {
    if (!link) return;
    setLink(null);
    // Focus comes back to the editor once the popup is gone (Tiptap focuses on the next frame).
    const chain = editor.chain().focus().setTextSelection({ from: link.from, to: link.to });
    if (result.href === null) chain.unsetLink().run();
    else if (link.from !== link.to && result.text === link.text) chain.setLink({ href: result.href }).run();
    else chain.insertContent({ type: 'text', text: result.text, marks: [{ type: 'link', attrs: { href: result.href } }] }).run();
  };

  const save = async (checked = false) => {
    setError(null);
    setConflict(null);
    // Over the cap the sanitiser keeps only the text: say so instead of saving it stripped.
    if (htmlBytes(editor.getHTML()) > MAX_SECTION_HTML_BYTES) {
      setError(SECTION_TOO_LARGE);
      return;
    }
    setSaving(true);
    // Edits made while the request is out would be replaced by the server's copy: hold them.
    editor.setEditable(false, false);
    try {
      const typed = editorHtml(editor);
      if (!checked) {
        const theirs = sanitizeHtml((await sectionsApi.get(sectionId)).content ?? '');
        const changes = findOverwrite({ values: { content: baseline.current } }, { values: { content: theirs } }, { content: typed }, GUARDED);
        if (changes) {
          setConflict({ changes, theirs });
          return;
        }
      }
      const result = await sectionsApi.update(sectionId, { content: typed });
      baseline.current = sanitizeHtml(result.content ?? '');
      editor.commands.setContent(baseline.current, { emitUpdate: false });
      saved.current = editorHtml(editor);
      setDirty(false);
      notify({ tone: 'success', text: 'Текст раздела сохранён' });
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : null;
      setError([apiError?.error ?? GENERIC_ERROR, ...(apiError?.fieldErrors.content ?? [])].join(': '));
    } finally {
      editor.setEditable(true, false);
      setSaving(false);
    }
  };

  const loadTheirs = (theirs: string) => {
    setConflict(null);
    baseline.current = theirs;
    editor.commands.setContent(theirs, { emitUpdate: false });
    saved.current = editorHtml(editor);
    setDirty(false);
  };

  return (
    <>
      <RichTextToolbar active={active} onCommand={onCommand} controls={editorId} disabled={saving} />
      <EditorContent editor={editor} />
      <FormError>{error}</FormError>
      <div className={styles.actions}>
        <Button onClick={() => void save()} pending={saving} disabled={!dirty}>
          {SAVE_CHANGES_TEXT}
        </Button>
      </div>
      {conflict && (
        <OverwriteDialog
          changes={conflict.changes}
          onKeepMine={() => void save(true)}
          onLoadTheirs={() => loadTheirs(conflict.theirs)}
          onClose={() => setConflict(null)}
        />
      )}
      {link && <LinkPopup draft={link} onSubmit={applyLink} onClose={() => setLink(null)} />}
      <UnsavedGuard dirty={dirty} />
    </>
  );
}
