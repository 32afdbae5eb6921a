import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocsScript } from '@/components/docs/docs-script';
import { DocsSearch } from '@/components/docs/docs-search';
import { docPages } from '@/lib/docs/pages';
import { buildSearchIndex } from '@/lib/docs/search';

/** The box's server markup with the docs' client module, which searches the index it is given. */
function renderSearch() {
  return render(
    <>
      <DocsSearch />
      <DocsScript searchIndex={buildSearchIndex(docPages)} />
    </>,
  );
}

describe('DocsSearch', () => {
  it('shows matching pages and headings as links, and clears on Escape', async () => {
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole('searchbox', { name: 'Поиск по документации' });

    await user.type(box, 'бонус');
    const search = screen.getByRole('search');
    expect(within(search).getByRole('link', { name: /Начисление бонусов/ })).toHaveAttribute('href', '/api/bonus/add');
    expect(screen.getByRole('status')).toHaveTextContent(/Найдено: \d/);

    await user.clear(box);
    await user.type(box, 'подпись');
    expect(within(search).getByRole('link', { name: /Проверка подписи/ })).toHaveAttribute('href', '/api/webhook/events#signature');

    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(within(search).queryByRole('link')).toBeNull();
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole('searchbox', { name: 'Поиск по документации' }), 'блокчейн');
    expect(screen.getByRole('status')).toHaveTextContent('Ничего не найдено');
  });

  it('closes when focus leaves the box, keeping the query, and clears it when a result is chosen', async () => {
    window.history.replaceState(null, '', '/api/webhook/events');
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole('searchbox', { name: 'Поиск по документации' });
    const search = screen.getByRole('search');

    await user.type(box, 'подпись');
    expect(within(search).getByRole('link', { name: /Проверка подписи/ })).toBeVisible();
    // Tab moves into the results, which stay open; leaving the box closes them.
    await user.tab();
    expect(within(search).getAllByRole('link')[0]).toHaveFocus();
    await user.click(document.body);
    expect(within(search).queryByRole('link')).toBeNull();
    expect(box).toHaveValue('подпись');

    await user.click(box);
    await user.click(within(search).getByRole('link', { name: /Проверка подписи/ }));
    expect(window.location.hash).toBe('#signature');
    expect(box).toHaveValue('');
    expect(within(search).queryByRole('link')).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
