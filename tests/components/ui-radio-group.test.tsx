import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RadioGroup } from '@/components/ui/radio-group';

const yesNo = [
  { value: true, label: 'Да' },
  { value: false, label: 'Нет' },
];

function Activity({ onChange }: { onChange?: (v: boolean) => void }) {
  const [value, setValue] = useState<boolean | null>(null);
  return (
    <>
      <RadioGroup
        legend="Активность"
        options={yesNo}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <button type="button" onClick={() => setValue(null)}>
        Сбросить
      </button>
    </>
  );
}

describe('RadioGroup', () => {
  it('starts unset, then holds the chosen boolean value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Activity onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Активность' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Да' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Нет' })).not.toBeChecked();

    await user.click(screen.getByText('Нет'));
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('radio', { name: 'Нет' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Да' })).not.toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Да' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('radio', { name: 'Да' })).toBeChecked();
  });

  it('goes back to unset when the value is cleared', async () => {
    const user = userEvent.setup();
    render(<Activity />);
    await user.click(screen.getByRole('radio', { name: 'Да' }));
    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(screen.getByRole('radio', { name: 'Да' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Нет' })).not.toBeChecked();
  });

  it('moves the choice with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Activity onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Да' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Нет' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('respects disabled options and a disabled group, and links the error', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { rerender } = render(
      <RadioGroup
        legend="Наличие"
        options={[
          { value: 'in', label: 'В наличии' },
          { value: 'out', label: 'Нет в наличии', disabled: true },
        ]}
        value={undefined}
        onChange={onChange}
        error="Выберите значение"
      />,
    );
    expect(screen.getByRole('radio', { name: 'Нет в наличии' })).toBeDisabled();
    expect(screen.getByRole('radiogroup', { name: 'Наличие' })).toHaveAccessibleDescription('Выберите значение');
    rerender(
      <RadioGroup legend="Наличие" options={[{ value: 'in', label: 'В наличии' }]} value={null} onChange={onChange} disabled />,
    );
    await user.click(screen.getByRole('radio', { name: 'В наличии' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
