'use client';

import { useSearchParams } from 'next/navigation';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api/api-error';
import type { ExportProgress } from '@/lib/lists/export-download';
import { formatNumber } from '@/lib/format/format';
import styles from './bulk-bar.module.css';

const progressText = ({ rows, total }: ExportProgress) =>
  total === null ? `Выгружено строк: ${formatNumber(rows)}` : `Выгружено ${formatNumber(rows)} из ${formatNumber(total)}`;

/**
 * «Экспорт» in a list's header: a CSV of every row the filter in the URL matches,
 * with progress and a cancel.
 */
export function ExportButton({ list }: { list: string }) {
  const searchParams = useSearchParams();
  const { notify } = useToast();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ rows: 0, total: null });
    const query = searchParams?.toString() ?? '';
    try {
      // The download code loads with the first export, not with every list.
      const { fetchExport, saveFile } = await import('@/lib/lists/export-download');
      const file = await fetchExport(list, query ? `?${query}` : '', { signal: abort.signal, onProgress: setProgress });
      saveFile(file);
      notify({ tone: 'success', text: `Файл ${file.fileName} выгружен: строк ${formatNumber(file.rows)}` });
    } catch (error) {
      if (abort.signal.aborted) notify({ tone: 'info', text: 'Выгрузка отменена' });
      else notify({ tone: 'error', text: `Не удалось выгрузить файл. ${errorMessage(error)}` });
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  if (!progress) {
    return (
      <Button variant="secondary" onClick={() => void start()}>
        Экспорт
      </Button>
    );
  }
  return (
    <div className={styles.row} role="status">
      <span>{progressText(progress)}</span>
      {progress.total !== null && <progress className={styles.progress} max={Math.max(progress.total, 1)} value={progress.rows} aria-label="Ход выгрузки" />}
      <Button variant="secondary" onClick={() => controller.current?.abort()}>
        Отменить выгрузку
      </Button>
    </div>
  );
}
