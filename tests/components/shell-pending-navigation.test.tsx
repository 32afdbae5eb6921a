import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Shell } from '@/components/layout/shell';
import { useStartPendingNavigation } from '@/components/layout/pending-navigation';
import { mockNavigation } from '../harness';

beforeAll(() => {
  // The Shell asks whether the screen is narrow; jsdom has no matchMedia.
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});

/** Stands in for a side-menu link: what Next's Link calls when its navigation starts. */
function MenuLink({ to }: { to: string }) {
  const start = useStartPendingNavigation();
  return (
    <button type="button" onClick={() => start(to)}>
      {to}
    </button>
  );
}

function renderShell(heading: string) {
  return (
    <Shell initialOpen brand={null} header={null} menu={<MenuLink to="/catalog/products" />}>
      <h1>{heading}</h1>
    </Shell>
  );
}

describe('Shell: a side-menu navigation', () => {
  beforeEach(() => {
    mockNavigation.reset('/orders');
  });

  it('shows a list skeleton at once and hides the old screen until the new one arrives', async () => {
    const { rerender } = render(renderShell('Заказы'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '/catalog/products' }));
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
    expect(screen.queryByRole('heading', { name: 'Заказы' })).not.toBeInTheDocument();

    act(() => {
      mockNavigation.go('/catalog/products');
      rerender(renderShell('Каталог'));
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Каталог' })).toBeVisible();
  });

  it('shows no skeleton when the link leads to the screen already shown', async () => {
    mockNavigation.reset('/catalog/products');
    render(renderShell('Каталог'));
    await userEvent.click(screen.getByRole('button', { name: '/catalog/products' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Каталог' })).toBeVisible();
  });

  it('drops the skeleton when Back or Forward replaces the navigation', async () => {
    render(renderShell('Заказы'));
    await userEvent.click(screen.getByRole('button', { name: '/catalog/products' }));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Заказы' })).toBeVisible();
  });
});

describe('Shell: the skip link', () => {
  beforeEach(() => {
    mockNavigation.reset('/orders');
  });

  it('is the first Tab stop and takes focus to the content past the menu and the header', async () => {
    const user = userEvent.setup();
    render(
      <Shell initialOpen brand={<button type="button">Лого</button>} header={<button type="button">Поиск</button>} menu={<button type="button">Заказы</button>}>
        <h1>Заказы</h1>
      </Shell>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Перейти к содержимому' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#content');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'content');
    // Focusable by script only: the link moves focus there without adding a Tab stop.
    expect(main).toHaveAttribute('tabindex', '-1');
  });
});
