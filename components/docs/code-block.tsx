import type { CodeSample } from '@/lib/docs/types';
import { CopyButton } from './copy-button';
import styles from './code-block.module.css';

const LANGUAGE_LABEL: Record<CodeSample['language'], string> = {
  bash: 'curl',
  json: 'JSON',
  http: 'HTTP',
  xml: 'XML',
  csv: 'CSV',
  js: 'JavaScript',
  php: 'PHP',
};

interface CodeBlockProps {
  id: string;
  sample: CodeSample;
  caption?: string;
}

export function CodeBlock({ id, sample, caption }: CodeBlockProps) {
  const label = caption ?? LANGUAGE_LABEL[sample.language];
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-label`}>
      <figcaption className={styles.bar}>
        <span id={`${id}-label`}>{label}</span>
        <CopyButton targetId={id} describedBy={`${id}-label`} />
      </figcaption>
      {/* Focusable, so a keyboard can scroll a long line sideways. */}
      <pre className={styles.pre} tabIndex={0}>
        <code id={id} data-language={sample.language}>
          {sample.code}
        </code>
      </pre>
    </figure>
  );
}
