'use client';

import { useEffect, useState } from 'react';
import styles from './copy-button.module.css';

/** How long 'Скопировано' stays visible. */
const NOTICE_MS = 2000;

async function writeText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Without a secure context (a plain-http address) there is no Clipboard API.
  const previousFocus = document.activeElement as HTMLElement | null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.focus();
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  previousFocus?.focus();
  if (!copied) throw new Error('copy refused');
}

interface CopyButtonProps {
  /** Id of the element whose text is copied; reading the page keeps the code out of the props. */
  targetId: string;
  describedBy?: string;
}

export function CopyButton({ targetId, describedBy }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function copy() {
    const text = document.getElementById(targetId)?.textContent ?? '';
    try {
      await writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <span className={styles.wrap}>
      <span role="status" className={styles.status}>
        {state === 'copied' ? 'Скопировано' : state === 'failed' ? 'Не удалось скопировать' : ''}
      </span>
      <button type="button" className={styles.button} onClick={copy} aria-describedby={describedBy}>
        Копировать
      </button>
    </span>
  );
}
