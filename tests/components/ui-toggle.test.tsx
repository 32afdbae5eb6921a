import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Toggle } from '@/components/ui/toggle';

function Controlled({ onChange, disabled }: { onChange?: (v: boolean) => void; disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return (
    <Toggle
      label="Активность"
      checked={on}
      disabled={disabled}
      onChange={(next) => {
        setOn(next);
        onChange?.(next);
      }}
    />
  );
}

describe('Toggle', () => {
  it('is a labelled switch whose aria-checked follows clicks on it and on its label', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const toggle = screen.getByRole('switch', { name: 'Активность' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toBeChecked();
    await user.click(screen.getByText('Активность'));
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('flips with Space and Enter', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Controlled onChange={onChange} />);
    await user.tab();
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Controlled disabled onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Активность' });
    expect(toggle).toBeDisabled();
    await user.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is busy and cannot be flipped again while pending', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Toggle label="Доставка" checked pending onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Доставка' });
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps a hidden label as its name', () => {
    render(<Toggle label="Показывать в приложении" hideLabel checked={false} onChange={() => {}} />);
    expect(screen.getByRole('switch', { name: 'Показывать в приложении' })).toBeInTheDocument();
  });
});
