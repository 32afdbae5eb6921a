import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@/components/layout/theme-provider';
import { UserMenu } from '@/components/layout/user-menu';
import { ThemeSwitch } from '@/components/profile/theme-switch';

function themeCookieValue(): string | undefined {
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith('theme='))
    ?.slice('theme='.length);
}

afterEach(() => {
  document.cookie = 'theme=; Path=/; Max-Age=0';
});

describe('ThemeSwitch', () => {
  it('shows the device theme from the server and applies a new choice at once, keeping it in the cookie', async () => {
    const { container } = render(
      <ThemeProvider initial="system">
        <ThemeSwitch />
      </ThemeProvider>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Тема оформления' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Как в системе' })).toBeChecked();
    expect(container.querySelector('[data-theme]')).toHaveAttribute('data-theme', 'system');

    await userEvent.click(screen.getByRole('radio', { name: 'Тёмная' }));
    expect(container.querySelector('[data-theme]')).toHaveAttribute('data-theme', 'dark');
    expect(themeCookieValue()).toBe('dark');

    await userEvent.click(screen.getByRole('radio', { name: 'Как в системе' }));
    expect(container.querySelector('[data-theme]')).toHaveAttribute('data-theme', 'system');
    expect(themeCookieValue()).toBeUndefined();
  });

  it('starts from the choice the server read', () => {
    render(
      <ThemeProvider initial="light">
        <ThemeSwitch />
      </ThemeProvider>,
    );
    expect(screen.getByRole('radio', { name: 'Светлая' })).toBeChecked();
  });
});

describe('the administrator’s user menu', () => {
  it('offers the same three themes, the current one checked', async () => {
    const { container } = render(
      <ThemeProvider initial="dark">
        <UserMenu name="Admin" isAdmin />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Меню пользователя' }));
    const group = screen.getByRole('group', { name: 'Тема оформления' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'Тёмная' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'Как в системе' })).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Светлая' }));
    expect(container.querySelector('[data-theme]')).toHaveAttribute('data-theme', 'light');
    expect(themeCookieValue()).toBe('light');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('is not in the company user’s menu, whose profile has the switch', async () => {
    render(
      <ThemeProvider initial="system">
        <UserMenu name="Анна" isAdmin={false} />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Меню пользователя' }));
    expect(screen.queryByRole('menuitemradio')).not.toBeInTheDocument();
  });
});
