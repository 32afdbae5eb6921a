import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Notice } from '@/components/ui/notice';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';

function Form({ onSubmit }: { onSubmit: (values: { code: string; secret: string }) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { code: '', secret: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <TextField label="Код" inputMode="numeric" registration={register('code')} hint="Пять цифр" />
      <PasswordField label="Пароль" registration={register('secret')} />
      <Button type="submit">Отправить</Button>
    </form>
  );
}

describe('TextField', () => {
  it('links the hint and the error to the input', () => {
    render(<TextField label="Название" hint="Подсказка" error="Ошибка" />);
    const input = screen.getByLabelText('Название');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Подсказка Ошибка');
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Название" />);
    expect(screen.getByLabelText('Название')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Название')).not.toHaveAttribute('aria-describedby');
  });

  it('keeps only digits in numeric mode and feeds react-hook-form', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Form onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Код'), '1a2 3');
    expect(screen.getByLabelText('Код')).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(onSubmit).toHaveBeenCalledWith({ code: '123', secret: '' }, expect.anything());
  });
});

describe('PasswordField', () => {
  it('shows the toggle only once a password is typed', async () => {
    const user = userEvent.setup();
    render(<Form onSubmit={jest.fn()} />);
    const input = screen.getByLabelText('Пароль');
    expect(screen.queryByRole('button', { name: 'Показать пароль' })).not.toBeInTheDocument();

    await user.type(input, 'p@ss');
    await user.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(input).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'Скрыть пароль' }));
    expect(input).toHaveAttribute('type', 'password');

    await user.clear(input);
    expect(screen.queryByRole('button', { name: 'Показать пароль' })).not.toBeInTheDocument();
  });

  it('hides the password again when the field is cleared', async () => {
    const user = userEvent.setup();
    render(<Form onSubmit={jest.fn()} />);
    const input = screen.getByLabelText('Пароль');
    await user.type(input, 'x');
    await user.click(screen.getByRole('button', { name: 'Показать пароль' }));
    await user.clear(input);
    await user.type(input, 'y');
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('Button', () => {
  it('defaults to type="button"', () => {
    render(<Button>Отмена</Button>);
    expect(screen.getByRole('button', { name: 'Отмена' })).toHaveAttribute('type', 'button');
  });

  it('is disabled and busy while pending', async () => {
    const onClick = jest.fn();
    render(
      <Button pending onClick={onClick}>
        Сохранить
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Сохранить' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('FormError and Notice', () => {
  it('renders an alert only with a message', () => {
    const { rerender } = render(<FormError>{null}</FormError>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormError>Ошибка сервера</FormError>);
    expect(screen.getByRole('alert')).toHaveTextContent('Ошибка сервера');
  });

  it('keeps the status region in place while empty', () => {
    const { rerender } = render(<Notice />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<Notice>Код успешно отправлен</Notice>);
    expect(screen.getByRole('status')).toHaveTextContent('Код успешно отправлен');
  });
});
