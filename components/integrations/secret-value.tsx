'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import styles from './integrations.module.css';

const MASK = '••••••••••••';

/** A credential shown masked, with 'Показать'/'Скрыть' and 'Копировать' (to the clipboard). */
export function SecretValue({ label, value }: { label: string; value: string }) {
  const [shown, setShown] = useState(false);
  const { notify } = useToast();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify({ tone: 'success', text: `${label}: скопировано` });
    } catch {
      notify({ tone: 'error', text: 'Не удалось скопировать. Выделите значение и скопируйте вручную' });
      setShown(true);
    }
  };

  return (
    <div className={styles.secretRow}>
      <span className={styles.secretLabel}>{label}</span>
      <code className={styles.secretValue} aria-label={shown ? undefined : `${label} скрыт`}>
        {shown ? value : MASK}
      </code>
      <Button variant="link" aria-pressed={shown} onClick={() => setShown(!shown)} aria-label={`${shown ? 'Скрыть' : 'Показать'}: ${label}`}>
        {shown ? 'Скрыть' : 'Показать'}
      </Button>
      <Button variant="link" onClick={copy} aria-label={`Копировать: ${label}`}>
        Копировать
      </Button>
    </div>
  );
}
