import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';

describe('Checkbox', () => {
  it('is a labelled checkbox that toggles on its label', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Checkbox label="Новый" onChange={(e) => onChange(e.target.checked)} />);
    const box = screen.getByRole('checkbox', { name: 'Новый' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('Новый'));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('can be controlled and disabled', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Checkbox label="Оплачен" checked disabled onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Оплачен' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    await user.click(box);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the mixed state', () => {
    render(<Checkbox label="Все" indeterminate readOnly />);
    expect(screen.getByRole('checkbox', { name: 'Все' })).toBePartiallyChecked();
  });

  it('links the error', () => {
    render(<Checkbox label="Согласен" error="Обязательное поле" />);
    const box = screen.getByRole('checkbox', { name: 'Согласен' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Обязательное поле');
  });

  it('feeds react-hook-form through registration', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    function Form() {
      const { register, handleSubmit } = useForm({ defaultValues: { agree: false } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <Checkbox label="Согласен" registration={register('agree')} />
          <button type="submit">Отправить</button>
        </form>
      );
    }
    render(<Form />);
    await user.click(screen.getByRole('checkbox', { name: 'Согласен' }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(onSubmit).toHaveBeenCalledWith({ agree: true }, expect.anything());
  });
});
