/**
 * What a screen reader hears while a list is reordered by drag and drop (@hello-pangea/dnd):
 * the library's own texts are English («Press space bar to start a drag…»). Pure, so the texts
 * are tested without a drag.
 */
import type { DragStart, DragUpdate, DropResult, ResponderProvided } from '@hello-pangea/dnd';

export const DRAG_HANDLE_INSTRUCTIONS =
  'Чтобы переместить элемент, нажмите пробел. Меняйте место стрелками вверх и вниз, пробел ставит элемент на новое место, Escape отменяет перемещение.';

const at = (index: number) => `позицию ${index + 1}`;

export const dragStartText = (start: DragStart) => `Элемент взят с позиции ${start.source.index + 1}.`;

export const dragUpdateText = (update: DragUpdate) =>
  update.destination ? `Элемент перемещён на ${at(update.destination.index)}.` : 'Элемент сейчас вне списка.';

export function dragEndText(result: DropResult): string {
  if (result.reason === 'CANCEL') return `Перемещение отменено. Элемент возвращён на ${at(result.source.index)}.`;
  if (!result.destination) return 'Элемент отпущен вне списка, порядок не изменился.';
  if (result.destination.index === result.source.index) return `Элемент оставлен на ${at(result.source.index)}.`;
  return `Элемент поставлен на ${at(result.destination.index)}, было — ${result.source.index + 1}.`;
}

/**
 * The DragDropContext props that speak Russian, around the screen's own drop handler:
 * `<DragDropContext {...russianDragAnnouncements(onDragEnd)}>`.
 */
export function russianDragAnnouncements(onDragEnd: (result: DropResult) => void) {
  return {
    dragHandleUsageInstructions: DRAG_HANDLE_INSTRUCTIONS,
    onDragStart: (start: DragStart, provided: ResponderProvided) => provided.announce(dragStartText(start)),
    onDragUpdate: (update: DragUpdate, provided: ResponderProvided) => provided.announce(dragUpdateText(update)),
    onDragEnd: (result: DropResult, provided: ResponderProvided) => {
      provided.announce(dragEndText(result));
      onDragEnd(result);
    },
  };
}
