import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, string } from 'yup';
import { AppFormView, FormFailure, SubmitButton } from '@/components/form/app-form';
import { FormRefusal, useAppForm, type AppFormOptions } from '@/components/form/use-app-form';
import { TextField } from '@/components/ui/text-field';
import { ToastProvider } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/api-error';

interface Values {
  name: string;
  email: string;
}

const schema = object({
  name: string().required('Введите имя'),
  email: string().required('Введите e-mail'),
});

type Options = Partial<AppFormOptions<Values>> & { pending?: boolean };

/** A two-field form over the hook, the way the sign-in forms use it (no page guard). */
function TestForm({ pending, ...options }: Options) {
  const form = useAppForm<Values>({
    schema,
    defaultValues: { name: '', email: '' },
    guard: 'none',
    submit: async () => undefined,
    ...options,
  });
  const { register, formState } = form;
  return (
    <AppFormView form={form} aria-label="Тестовая форма">
      <TextField label="Имя" registration={register('name')} error={formState.errors.name?.message} />
      <TextField label="E-mail" registration={register('email')} error={formState.errors.email?.message} />
      <FormFailure />
      <SubmitButton pending={pending}>Сохранить</SubmitButton>
    </AppFormView>
  );
}

async function fillAndSave(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Имя'), 'Анна');
  await user.type(screen.getByLabelText('E-mail'), 'anna@demo.ru');
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));
}

describe('useAppForm options beyond the defaults', () => {
  it('works without toasts when it has no success text, as on the sign-in pages', async () => {
    const user = userEvent.setup();
    const submit = jest.fn(async () => undefined);
    render(<TestForm submit={submit} />);
    await fillAndSave(user);
    expect(submit).toHaveBeenCalledWith({ name: 'Анна', email: 'anna@demo.ru' });
  });

  it('shows a FormRefusal text for the whole form, with no success toast and nothing under the fields', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <TestForm
          successText="Сохранено"
          submit={async () => {
            throw new FormRefusal('Проверьте изображения');
          }}
        />
      </ToastProvider>,
    );
    await fillAndSave(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Проверьте изображения');
    expect(screen.queryByText('Сохранено')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Имя')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Имя')).toHaveValue('Анна');
  });

  it("checks a field once it is left in 'onTouched' mode, before any submit", async () => {
    const user = userEvent.setup();
    render(<TestForm mode="onTouched" />);
    await user.click(screen.getByLabelText('Имя'));
    await user.tab();
    expect(await screen.findByText('Введите имя')).toBeInTheDocument();
  });

  it('leaves the checks to the submit by default', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.click(screen.getByLabelText('Имя'));
    await user.tab();
    expect(screen.queryByText('Введите имя')).not.toBeInTheDocument();
  });

  it('focuses the first field a refusal names and keeps every server message', async () => {
    const user = userEvent.setup();
    render(
      <TestForm
        mode="onTouched"
        focusFailure
        serverFields={['name', 'email']}
        submit={async () => {
          throw new ApiError(422, 'Проверьте данные', { email: ['E-mail занят'], name: ['Имя занято'] });
        }}
      />,
    );
    await fillAndSave(user);
    expect(await screen.findByText('Имя занято')).toBeInTheDocument();
    expect(screen.getByText('E-mail занят')).toBeInTheDocument();
    expect(screen.getByLabelText('Имя')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Проверьте данные');
  });

  it('keeps the submit button busy while the form says so', () => {
    render(<TestForm pending />);
    const button = screen.getByRole('button', { name: 'Сохранить' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
