import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocsShell } from '@/components/docs/docs-shell';
import { MENU_STORAGE_KEY } from '@/lib/ui/docs-menu-state';

/** Pretends the window is mobile (below 1024 px) or wide; `resize` crosses the breakpoint. */
function setMobile(mobile: boolean) {
  const listeners = new Set<() => void>();
  window.matchMedia = jest.fn((query: string) => ({
    get matches() {
      return mobile && query.includes('max-width: 1023px');
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    resize(toMobile: boolean) {
      mobile = toMobile;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function renderShell() {
  return render(
    <DocsShell menu={<nav aria-label="Разделы документации">меню</nav>} searchIndex={[]}>
      <h1>Создание вебхука</h1>
    </DocsShell>,
  );
}

const toggle = () => screen.getByRole('button', { name: 'Меню' });

beforeEach(() => {
  localStorage.clear();
});

describe('DocsShell', () => {
  it('has the header link back to the home page, the landmarks and the docs menu', () => {
    setMobile(false);
    renderShell();
    expect(screen.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Создание вебхука' }));
    expect(screen.getByRole('navigation', { name: 'Разделы документации' })).toBeVisible();
  });

  it('on a wide screen starts open, collapses, and remembers the choice', async () => {
    setMobile(false);
    const user = userEvent.setup();
    const { unmount } = renderShell();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAttribute('aria-controls', 'docs-menu');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem(MENU_STORAGE_KEY)).toBe('collapsed');
    unmount();

    renderShell();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle());
    expect(localStorage.getItem(MENU_STORAGE_KEY)).toBe('open');
  });

  it('on mobile starts closed whatever was remembered, opens as a drawer and closes on Escape', async () => {
    setMobile(true);
    localStorage.setItem(MENU_STORAGE_KEY, 'open');
    const user = userEvent.setup();
    renderShell();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    // The drawer is not the remembered wide-screen state.
    expect(localStorage.getItem(MENU_STORAGE_KEY)).toBe('open');
  });

  it('on mobile closes the drawer on a click on the backdrop, and when the screen grows wide', async () => {
    const screenSize = setMobile(true);
    const user = userEvent.setup();
    const { container } = renderShell();
    const shell = container.querySelector('[data-docs-shell]')!;

    await user.click(toggle());
    expect(shell).toHaveAttribute('data-drawer-open');
    await user.click(container.querySelector('[data-docs-backdrop]')!);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(shell).not.toHaveAttribute('data-drawer-open');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    screenSize.resize(false);
    expect(shell).not.toHaveAttribute('data-drawer-open');
    // Wide again: the toggle speaks of the remembered side menu, open.
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('on mobile closes the drawer when the page is left, so going back finds it closed', async () => {
    setMobile(true);
    const user = userEvent.setup();
    renderShell();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    act(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows a collapse made in another tab', () => {
    setMobile(false);
    const { container } = renderShell();
    localStorage.setItem(MENU_STORAGE_KEY, 'collapsed');
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: MENU_STORAGE_KEY })));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('[data-docs-shell]')).toHaveAttribute('data-collapsed');
  });
});
