import { render, screen } from '@testing-library/react';
import { ListSkeleton } from '@/components/list/list-skeleton';

describe('ListSkeleton', () => {
  it('is one busy status named for its list, with the table shape hidden from screen readers', () => {
    const { container } = render(<ListSkeleton label="Загрузка заказов…" columns={7} rows={3} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Загрузка заказов…');
    expect(status).toHaveAttribute('aria-busy', 'true');
    // A header row and three rows of seven cells, in the list's place.
    const rows = container.querySelectorAll('[aria-hidden="true"] > div');
    expect(rows).toHaveLength(4);
    rows.forEach((row) => expect(row.children).toHaveLength(7));
  });
});
