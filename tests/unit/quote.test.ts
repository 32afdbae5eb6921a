import { quoted } from '@/lib/format/quote';

describe('quoted', () => {
  it('wraps a name in «…»', () => {
    expect(quoted('Торт')).toBe('«Торт»');
  });

  it('nests the name\'s own quotes as „…“ inside «…»', () => {
    expect(quoted('Цветочная лавка «Флокс»')).toBe('«Цветочная лавка „Флокс“»');
    expect(`Отклонить приложение компании ${quoted('Кофейня «Утро»')}?`).toBe('Отклонить приложение компании «Кофейня „Утро“»?');
  });
});
