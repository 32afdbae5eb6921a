import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from '@/components/ui/pagination';

function pageLabels() {
  const nav = screen.getByRole('navigation', { name: 'Пагинация' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent || 'arrow');
}

describe('Pagination', () => {
  it('shows every page when there are five or fewer and marks the current one', () => {
    render(<Pagination page={2} totalPages={5} onChange={jest.fn()} />);
    expect(pageLabels()).toEqual(['arrow', '1', '2', '3', '4', '5', 'arrow']);
    expect(screen.getByRole('button', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Страница 3' })).not.toHaveAttribute('aria-current');
  });

  it('shows the current page, the next, an ellipsis and the last two; the ellipsis is not a control', () => {
    render(<Pagination page={3} totalPages={12} onChange={jest.fn()} />);
    expect(pageLabels()).toEqual(['arrow', '3', '4', '…', '11', '12', 'arrow']);
    const ellipsis = screen.getByText('…');
    expect(ellipsis.closest('button, a')).toBeNull();
  });

  it('shows the last five near the end', () => {
    render(<Pagination page={9} totalPages={12} onChange={jest.fn()} />);
    expect(pageLabels()).toEqual(['arrow', '8', '9', '10', '11', '12', 'arrow']);
  });

  it('calls onChange with the chosen page and with the arrows', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Pagination page={3} totalPages={12} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Страница 12' }));
    await user.click(screen.getByRole('button', { name: 'Предыдущая страница' }));
    await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
    await user.click(screen.getByRole('button', { name: 'Страница 3' }));
    expect(onChange.mock.calls).toEqual([[12], [2], [4]]);
  });

  it('disables the previous arrow on the first page and the next arrow on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={7} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeEnabled();
    rerender(<Pagination page={7} totalPages={7} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Предыдущая страница' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
  });

  it('disables everything while loading', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Pagination page={3} totalPages={12} loading onChange={onChange} />);
    expect(screen.getByRole('navigation', { name: 'Пагинация' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Страница 4' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Страница 4' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('renders links in link mode, with disabled arrows at the ends', () => {
    render(<Pagination page={1} totalPages={3} hrefFor={(page) => `/shops?page=${page}`} />);
    expect(screen.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('href', '/shops?page=2');
    expect(screen.getByRole('link', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Следующая страница' })).toHaveAttribute('href', '/shops?page=2');
    expect(screen.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onChange={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
