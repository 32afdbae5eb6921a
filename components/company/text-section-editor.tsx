'use client';

import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import styles from './company.module.css';

// Tiptap and ProseMirror are loaded by this screen only, after its first paint.
const RichTextSection = dynamic(() => import('./rich-text-section').then((module) => module.RichTextSection), {
  ssr: false,
  loading: () => <div className={styles.editorLoading} role="status" aria-busy="true" aria-label="Редактор загружается" />,
});

/**
 * The text of an html_text section. `content` comes sanitised from the page; the editor
 * (rich-text-section.tsx) parses it into its allowlist schema and sanitises again on save.
 */
export function TextSectionEditor({ sectionId, content }: { sectionId: number; content: string }) {
  const editorId = useId();
  // A new section or a fresh server text starts a new editor (adjusted during render, React's
  // pattern for state that follows a prop): the key below remounts it.
  const [source, setSource] = useState({ sectionId, content, version: 0 });
  if (source.sectionId !== sectionId || source.content !== content) {
    setSource({ sectionId, content, version: source.version + 1 });
  }

  return (
    <section className={styles.card} aria-labelledby={`${editorId}-title`}>
      <h2 id={`${editorId}-title`}>Текст раздела</h2>
      <RichTextSection key={source.version} sectionId={sectionId} content={content} editorId={editorId} />
    </section>
  );
}
