import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs, type TabItem } from '@/components/ui/tabs';

const items: TabItem[] = [
  { key: 'ios', label: 'iOS' },
  { key: 'android', label: 'Android' },
  { key: 'web', label: 'Web', disabled: true },
  { key: 'colors', label: 'Цвета' },
];

function Controlled() {
  const [active, setActive] = useState('ios');
  return (
    <Tabs items={items} active={active} onChange={setActive} label="Приложение">
      <p>Содержимое: {active}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('is a named tablist with the current tab selected and its panel', () => {
    render(<Controlled />);
    expect(screen.getByRole('tablist', { name: 'Приложение' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'iOS', selected: true })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Android', selected: false })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'iOS' })).toHaveTextContent('Содержимое: ios');
  });

  it('moves and activates with the arrow keys, skipping disabled tabs and wrapping', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'iOS' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Android' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Android', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Android' })).toHaveTextContent('Содержимое: android');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Цвета', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'iOS', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Цвета', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'iOS', selected: true })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Цвета', selected: true })).toHaveFocus();
  });

  it('activates on click but not on a disabled tab', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('tab', { name: 'Android' }));
    expect(screen.getByRole('tab', { name: 'Android', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Web' }));
    expect(screen.getByRole('tab', { name: 'Web' })).toHaveAttribute('aria-selected', 'false');
  });

  it('renders route tabs as links marked current, where arrows only move focus', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <Tabs
        label="Интеграции"
        active="webhooks"
        onChange={onChange}
        items={[
          { key: 'webhooks', label: 'Вебхуки', href: '/integrations/webhooks' },
          { key: 'payments', label: 'Платежи', href: '/integrations/payments' },
        ]}
      />,
    );
    const current = screen.getByRole('tab', { name: 'Вебхуки', selected: true });
    expect(current).toHaveAttribute('href', '/integrations/webhooks');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('tab', { name: 'Платежи' })).toHaveAttribute('href', '/integrations/payments');
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();

    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Платежи' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    expect(current).toHaveAttribute('aria-selected', 'true');
  });
});
