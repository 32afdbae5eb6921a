import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryForm } from '@/components/catalog/category-form';
import { settleLazy } from '../helpers/lazy';
import { mockNavigation, renderScreen } from '../harness';

jest.setTimeout(15_000);

// Nothing may reach the upstream in these tests: an unhandled call fails them.
beforeEach(() => mockNavigation.reset('/catalog/categories/create'));

describe('CategoryForm', () => {
  it('refuses a name over the upstream’s 120 characters with one message under the field, no box, and sends nothing (issue 47)', async () => {
    const user = userEvent.setup();
    renderScreen(<CategoryForm parents={[{ id: 3, name: 'Кофе', parentId: null }]} />);
    await settleLazy();
    const name = screen.getByLabelText('Наименование');
    await user.click(name);
    await user.paste('К'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Создать категорию' }));
    expect(await screen.findByText('Наименование должно быть не длиннее 120 символов')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Наименование должно быть не длиннее 120 символов');
    expect(screen.getAllByText('Наименование должно быть не длиннее 120 символов')).toHaveLength(1);
    // No «Ошибка валидации» box: nothing went to the server to be refused.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(document.body).queryByText('Ошибка валидации')).not.toBeInTheDocument();
    // Spaces around the name are not counted: 120 letters are within the limit.
    await user.clear(name);
    await user.paste(`  ${'К'.repeat(120)}  `);
    expect(screen.queryByText('Наименование должно быть не длиннее 120 символов')).not.toBeInTheDocument();
  });
});
