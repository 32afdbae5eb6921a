import { render, screen, within } from '@testing-library/react';
import { Pagination } from '@/components/ui/pagination';

const hrefFor = (page: number) => `/shops?page=${page}`;

function pageLabels() {
  const nav = screen.getByRole('navigation', { name: 'Пагинация' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent || 'arrow');
}

describe('Pagination', () => {
  it('shows every page when there are five or fewer and marks the current one', () => {
    render(<Pagination page={2} totalPages={5} hrefFor={hrefFor} />);
    expect(pageLabels()).toEqual(['arrow', '1', '2', '3', '4', '5', 'arrow']);
    expect(screen.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Страница 3' })).not.toHaveAttribute('aria-current');
  });

  it('shows the current page, the next, an ellipsis and the last two; the ellipsis is not a control', () => {
    render(<Pagination page={3} totalPages={12} hrefFor={hrefFor} />);
    expect(pageLabels()).toEqual(['arrow', '3', '4', '…', '11', '12', 'arrow']);
    const ellipsis = screen.getByText('…');
    expect(ellipsis.closest('button, a')).toBeNull();
  });

  it('shows the last five near the end', () => {
    render(<Pagination page={9} totalPages={12} hrefFor={hrefFor} />);
    expect(pageLabels()).toEqual(['arrow', '8', '9', '10', '11', '12', 'arrow']);
  });

  it('links every page and the arrows to their addresses, so they open in a new tab and work before hydration', () => {
    render(<Pagination page={3} totalPages={12} hrefFor={hrefFor} />);
    expect(screen.getByRole('link', { name: 'Страница 12' })).toHaveAttribute('href', '/shops?page=12');
    expect(screen.getByRole('link', { name: 'Предыдущая страница' })).toHaveAttribute('href', '/shops?page=2');
    expect(screen.getByRole('link', { name: 'Следующая страница' })).toHaveAttribute('href', '/shops?page=4');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('disables the previous arrow on the first page and the next arrow on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={7} hrefFor={hrefFor} />);
    expect(screen.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Следующая страница' })).toHaveAttribute('href', '/shops?page=2');
    rerender(<Pagination page={7} totalPages={7} hrefFor={hrefFor} />);
    expect(screen.getByRole('link', { name: 'Предыдущая страница' })).toHaveAttribute('href', '/shops?page=6');
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} hrefFor={hrefFor} />);
    expect(container).toBeEmptyDOMElement();
  });
});
