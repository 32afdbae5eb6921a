import { bulkDoneText } from '@/lib/lists/bulk-text';

describe('bulkDoneText', () => {
  it('says what happened, not which button was pressed', () => {
    expect(bulkDoneText('Изменить статус', 3, 3, 0)).toBe('Статус изменён: 3 из 3');
    expect(bulkDoneText('Деактивировать', 4, 5, 1)).toBe('Деактивировано: 4 из 5, с ошибкой 1');
    expect(bulkDoneText('Удалить', 2, 2, 0)).toBe('Удалено: 2 из 2');
  });
});
