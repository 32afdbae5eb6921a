/**
 * The summary of a finished bulk action, said as what happened («Статус изменён: 3 из 3»)
 * rather than by quoting the button («"Изменить статус": готово 3 из 3»).
 */
const DONE: Record<string, string> = {
  Активировать: 'Активировано',
  Деактивировать: 'Деактивировано',
  Удалить: 'Удалено',
  Опубликовать: 'Опубликовано',
  'Снять с публикации': 'Снято с публикации',
  'Изменить статус': 'Статус изменён',
};

export function bulkDoneText(label: string, ok: number, total: number, failed: number): string {
  const done = DONE[label] ?? `«${label}»: выполнено`;
  return failed > 0 ? `${done}: ${ok} из ${total}, с ошибкой ${failed}` : `${done}: ${ok} из ${total}`;
}
