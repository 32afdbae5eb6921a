'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { FormError } from '@/components/ui/form-error';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { IMPORT_BATCH, integrationApi } from '@/lib/integrations/api';
import { ImportFileError, parseImportFile, type ImportEncoding } from '@/lib/import/parse';
import { summarizeImport, type ImportSummary } from '@/lib/import/result';
import { sendInBatches } from '@/lib/import/send';
import { checkRows, importPayload, presentColumns, type ImportColumn, type ImportKind, type ImportRow } from '@/lib/import/rows';
import { formatNumber } from '@/lib/format/format';
import { messages } from '@/lib/validation/messages';
import { paths } from '@/lib/paths';
import { ImportPreview } from './import-preview';
import { readFileBytes } from './read-file';
import styles from './integrations.module.css';

const TEXTS = {
  client: {
    title: 'Импорт клиентов',
    columns: 'ФИО и Телефон обязательны; E-mail, Дата рождения (ДД.ММ.ГГГГ) и Внешний ID — по желанию.',
    list: paths.clients,
    listText: 'Перейти к клиентам',
    jsonKey: 'clients',
  },
  order: {
    title: 'Импорт заказов',
    columns: 'Внешний ID, Телефон клиента и Сумма обязательны; Клиент, Дата заказа, Позиция, Оплачен и Комментарий — по желанию.',
    list: paths.orders,
    listText: 'Перейти к заказам',
    jsonKey: 'orders',
  },
} as const;

const ENCODING_NAMES: Record<ImportEncoding, string> = { 'utf-8': 'UTF-8', 'windows-1251': 'Windows-1251' };

interface Parsed {
  fileName: string;
  encoding: ImportEncoding;
  columns: ImportColumn[];
  rows: ImportRow[];
}

/** §2 integration client/order import: choose a file, check every row here, send the good ones. */
export function ImportScreen({ kind }: { kind: ImportKind }) {
  const texts = TEXTS[kind];
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [stopped, setStopped] = useState<{ sent: number; total: number } | null>(null);
  const [cancelling, setCancelling] = useState(false);
  // Read by the batch loop between calls; state would be seen only after a render.
  const cancelRef = useRef(false);
  const good = parsed?.rows.filter((r) => r.errors.length === 0) ?? [];
  const bad = (parsed?.rows.length ?? 0) - good.length;

  const choose = async (file: File | undefined) => {
    setParsed(null);
    setFileError(null);
    setSendError(null);
    setSummary(null);
    setStopped(null);
    if (!file) return;
    try {
      const { encoding, records } = parseImportFile(await readFileBytes(file), file.name, [texts.jsonKey]);
      setParsed({ fileName: file.name, encoding, columns: presentColumns(kind, records), rows: checkRows(kind, records) });
    } catch (error) {
      setFileError(error instanceof ImportFileError ? error.message : messages.fileRead);
    }
  };

  const send = async () => {
    if (!parsed || good.length === 0) return;
    setPending(true);
    setSendError(null);
    setStopped(null);
    setProgress({ sent: 0, total: good.length });
    cancelRef.current = false;
    setCancelling(false);
    const size = IMPORT_BATCH[kind];
    const run = await sendInBatches(good, size, (batch) => integrationApi.importBatch(kind, importPayload(kind, batch)), {
      onProgress: (sent, total) => setProgress({ sent, total }),
      cancelled: () => cancelRef.current,
    });
    setPending(false);
    setProgress(null);
    if (run.stop === 'failed') setSendError(run.error instanceof ApiError ? run.error.error : GENERIC_ERROR);
    // Staff must know which rows reached the upstream before a cancel or a failure: those are saved.
    if (run.stop !== 'done') setStopped({ sent: run.sent, total: good.length });
    if (run.results.length > 0) setSummary(summarizeImport(parsed.rows, good.slice(0, run.sent), run.results, size));
  };

  const cancel = () => {
    cancelRef.current = true;
    setCancelling(true);
  };

  return (
    <section className={styles.page} aria-labelledby="import-title">
      <IntentLink href={paths.integrations} className={styles.back}>
        ← К интеграциям
      </IntentLink>
      <h1 id="import-title">{texts.title}</h1>
      <div className={styles.card}>
        <p className={styles.muted}>
          Файл CSV (разделитель «;» или «,», кодировка UTF-8 или Windows-1251) или JSON — массив записей. {texts.columns}
        </p>
        <FileDropzone
          label="Файл CSV или JSON"
          text="Перетащите файл сюда или нажмите, чтобы выбрать"
          hint="csv, json или txt"
          accept=".csv,.json,.txt,text/csv,application/json"
          disabled={pending}
          onFile={(file) => void choose(file)}
        />
        <FormError>{fileError}</FormError>
      </div>
      {parsed && (
        <div className={styles.card}>
          <h2>Проверка файла</h2>
          <p className={styles.muted} role="status">
            {parsed.fileName}, {ENCODING_NAMES[parsed.encoding]}: строк — {formatNumber(parsed.rows.length)}, готовы к импорту — {formatNumber(good.length)}, с ошибками — {formatNumber(bad)}
          </p>
          {parsed.columns.length === 0 ? (
            <FormError>Не найдено ни одной известной колонки. Проверьте заголовки файла</FormError>
          ) : (
            <ImportPreview columns={parsed.columns} rows={parsed.rows} />
          )}
          <div className={styles.actions}>
            <Button onClick={send} pending={pending} disabled={good.length === 0 || summary !== null || stopped !== null}>
              Импортировать ({formatNumber(good.length)})
            </Button>
            {pending && (
              <Button variant="secondary" onClick={cancel} disabled={cancelling}>
                Отменить
              </Button>
            )}
            {bad > 0 && <span className={styles.muted}>Строки с ошибками будут пропущены</span>}
          </div>
          {progress && (
            <div className={styles.progress}>
              <progress max={Math.max(progress.total, 1)} value={progress.sent} aria-label="Ход импорта" />
              <p role="status">
                Обработано {formatNumber(progress.sent)} из {formatNumber(progress.total)}
                {cancelling && '. Отмена после текущей пачки…'}
              </p>
            </div>
          )}
          <FormError>{sendError}</FormError>
          {stopped && (
            <p role="status" className={styles.stopped}>
              Загружено {formatNumber(stopped.sent)} из {formatNumber(stopped.total)}; остальное не отправлено
            </p>
          )}
        </div>
      )}
      {summary && (
        <section className={styles.card} aria-labelledby="import-result">
          <h2 id="import-result">Результат импорта</h2>
          <p role="status">
            Импортировано: {formatNumber(summary.created + summary.updated)} (создано — {formatNumber(summary.created)}, обновлено — {formatNumber(summary.updated)}). Пропущено:{' '}
            {formatNumber(summary.skipped.length)}.
          </p>
          {summary.skipped.length > 0 && (
            <ul className={styles.errors} aria-label="Пропущенные строки">
              {summary.skipped.map((row) => (
                <li key={row.line}>
                  Строка {row.line}: {row.reasons.join('; ')}
                </li>
              ))}
            </ul>
          )}
          <div className={styles.links}>
            <IntentLink href={texts.list}>{texts.listText}</IntentLink>
            <IntentLink href={kind === 'client' ? paths.integrationClientEdit : paths.integrationOrderEdit}>Внешние ID</IntentLink>
          </div>
        </section>
      )}
    </section>
  );
}
