import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductForm } from '@/components/catalog/product-form';
import { mockNavigation, renderScreen } from '../harness';

jest.setTimeout(15_000);

// Nothing may reach the upstream in these tests: an unhandled call fails them.
beforeEach(() => mockNavigation.reset('/catalog/products/create'));

describe('ProductForm', () => {
  it('refuses a name over the upstream’s 160 characters under the field and sends nothing', async () => {
    const user = userEvent.setup();
    renderScreen(
      <ProductForm type="product" categories={[{ id: 3, name: 'Холодный кофе', parentId: null }]} />,
    );
    const name = screen.getByLabelText('Наименование');
    await user.click(name);
    await user.paste('К'.repeat(161));
    await user.type(screen.getByLabelText(/Базовая цена/), '199,50');
    await user.click(screen.getByRole('button', { name: 'Создать товар' }));
    expect(await screen.findByText('Наименование должно быть не длиннее 160 символов')).toBeInTheDocument();
  });
});
