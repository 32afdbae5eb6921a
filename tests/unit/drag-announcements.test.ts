import type { DropResult } from '@hello-pangea/dnd';
import { DRAG_HANDLE_INSTRUCTIONS, dragEndText, dragStartText, dragUpdateText, russianDragAnnouncements } from '@/lib/ui/drag-announcements';

const source = { droppableId: 'list', index: 1 };
const base = { draggableId: '7', type: 'DEFAULT', mode: 'SNAP' as const, source, combine: null };

describe('drag and drop announcements', () => {
  it('are Russian at every step', () => {
    expect(DRAG_HANDLE_INSTRUCTIONS).toMatch(/^Чтобы переместить элемент, нажмите пробел/);
    expect(dragStartText(base)).toBe('Элемент взят с позиции 2.');
    expect(dragUpdateText({ ...base, destination: { droppableId: 'list', index: 3 } })).toBe('Элемент перемещён на позицию 4.');
    expect(dragUpdateText({ ...base, destination: null })).toBe('Элемент сейчас вне списка.');
    expect(dragEndText({ ...base, destination: { droppableId: 'list', index: 0 }, reason: 'DROP' })).toBe('Элемент поставлен на позицию 1, было — 2.');
    expect(dragEndText({ ...base, destination: null, reason: 'CANCEL' })).toBe('Перемещение отменено. Элемент возвращён на позицию 2.');
    expect(dragEndText({ ...base, destination: null, reason: 'DROP' })).toBe('Элемент отпущен вне списка, порядок не изменился.');
  });

  it('announce the drop and then run the screen\'s own handler', () => {
    const onDragEnd = jest.fn();
    const announce = jest.fn();
    const result: DropResult = { ...base, destination: { droppableId: 'list', index: 0 }, reason: 'DROP' };
    russianDragAnnouncements(onDragEnd).onDragEnd(result, { announce });
    expect(announce).toHaveBeenCalledWith('Элемент поставлен на позицию 1, было — 2.');
    expect(onDragEnd).toHaveBeenCalledWith(result);
  });
});
