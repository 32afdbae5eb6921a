import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BarChart } from '@/components/charts/bar-chart';
import { axisTicks, compactMoney, niceStep } from '@/lib/finance/chart-scale';

const bars = [
  { key: 'a', label: '01.06', title: '01.06.2026', sum: 12_000, count: 3 },
  { key: 'b', label: '02.06', title: '02.06.2026', sum: 0, count: 0 },
  { key: 'c', label: '03.06', title: '03.06.2026', sum: 31_500, count: 7 },
];

describe('BarChart', () => {
  it('labels the value axis, names every bar for its tooltip and keeps the table for screen readers', async () => {
    render(<BarChart caption="Выручка за июнь" bars={bars} emptyText="Нет" periodHeading="Период" countHeading="Оплат" />);
    const chart = screen.getByRole('figure', { name: 'Выручка за июнь' });
    // 31 500 → ticks of 10 000 up to 40 000.
    for (const tick of ['10 тыс. ₽', '20 тыс. ₽', '30 тыс. ₽', '40 тыс. ₽']) expect(within(chart).getByText(tick)).toBeInTheDocument();
    const bar = within(chart).getByRole('img', { name: '03.06.2026: 31 500 ₽, оплат: 7' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(bar).toHaveFocus();
    expect(within(bar).getByText('03.06.2026: 31 500 ₽, оплат: 7', { ignore: '' })).toHaveAttribute('role', 'tooltip');
    expect(within(chart).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'ПериодСуммаОплат',
      '01.06.202612 000 ₽3',
      '02.06.20260 ₽0',
      '03.06.202631 500 ₽7',
    ]);
  });

  it('says so when the period has no money and shows no bars', () => {
    render(<BarChart caption="Выручка" bars={[{ ...bars[1]! }]} emptyText="За выбранный период оплат не было" periodHeading="Период" countHeading="Оплат" table="details" />);
    expect(screen.getByText('За выбранный период оплат не было')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText('Показать таблицей')).not.toBeInTheDocument();
  });
});

describe('chart scale', () => {
  it('rounds the axis top to 1, 2, 2.5 or 5 × 10ⁿ', () => {
    expect(niceStep(7_875)).toBe(10_000);
    expect(niceStep(1_900)).toBe(2_000);
    expect(niceStep(2_100)).toBe(2_500);
    expect(axisTicks(0)).toEqual([0, 1, 2, 3, 4]);
    expect(axisTicks(9_000)).toEqual([0, 2_500, 5_000, 7_500, 10_000]);
    expect(compactMoney(1_500_000)).toBe('1,5 млн ₽');
    expect(compactMoney(750)).toBe('750 ₽');
  });
});
