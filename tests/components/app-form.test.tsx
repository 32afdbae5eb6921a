import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, string } from 'yup';
import { ApiError } from '@/lib/api/api-error';
import { mockNavigation, renderScreen } from '../harness';
import { TwoFieldForm, type TwoFieldValues } from '../helpers/two-field-form';

const { push } = mockNavigation.router;

type Values = TwoFieldValues;

const schema = object({ name: string().required('Поле "Имя" является обязательным'), city: string() });

/** A small form of two fields, saving through whatever `submit` the test gives it. */
function TestForm({ submit }: { submit: (values: Values) => Promise<Values | void> }) {
  return (
    <>
      {/* The guard sees the anchor Next's Link renders; a plain one needs no router here. */}
      <a href="/elsewhere">Уйти</a>
      <TwoFieldForm schema={schema} submit={submit} />
    </>
  );
}

const renderForm = (submit: (values: Values) => Promise<Values | void>) => renderScreen(<TestForm submit={submit} />);

/** A promise the test settles when it wants to. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}


describe('useAppForm', () => {
  it('puts a 422 data message under its field and a message for an unknown field in the general text', async () => {
    const user = userEvent.setup();
    const submit = jest.fn(async () => {
      throw new ApiError(422, 'Проверьте данные', { name: ['Имя уже занято'], region: ['Регион не обслуживается'] });
    });
    renderForm(submit);
    await user.type(screen.getByLabelText('Имя'), 'Ромашка');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Проверьте данные. Регион не обслуживается');
    expect(screen.getByLabelText('Имя')).toHaveAccessibleDescription('Имя уже занято');
    expect(screen.getByLabelText('Город')).not.toHaveAccessibleDescription();
  });

  it('keeps the typed values after a failed save', async () => {
    const user = userEvent.setup();
    renderForm(async () => {
      throw new ApiError(500, 'Сервер недоступен', null);
    });
    await user.type(screen.getByLabelText('Имя'), 'Ромашка');
    await user.type(screen.getByLabelText('Город'), 'Тверь');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Сервер недоступен');
    expect(screen.getByLabelText('Имя')).toHaveValue('Ромашка');
    expect(screen.getByLabelText('Город')).toHaveValue('Тверь');
  });

  it('saves once while a save is in flight, and the submit button is busy until it ends', async () => {
    const user = userEvent.setup();
    const save = deferred<Values>();
    const submit = jest.fn(() => save.promise);
    renderForm(submit);
    await user.type(screen.getByLabelText('Имя'), 'Ромашка');
    const button = screen.getByRole('button', { name: 'Сохранить' });

    // Two submits before the button could disable (Enter pressed twice, a quick double click).
    const form = screen.getByRole('form', { name: 'Тестовая форма' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    // And one more while the save is running.
    fireEvent.submit(form);
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));

    await act(async () => save.resolve({ name: 'Ромашка', city: '' }));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).toBeEnabled();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('shows the schema message under the field and does not save an invalid form', async () => {
    const user = userEvent.setup();
    const submit = jest.fn(async () => undefined);
    renderForm(submit);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Поле "Имя" является обязательным')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('asks before leaving the page while something typed is unsaved, and not after it was saved', async () => {
    const user = userEvent.setup();
    renderForm(async (values) => values);
    await user.type(screen.getByLabelText('Имя'), 'Ромашка');

    await user.click(screen.getByRole('link', { name: 'Уйти' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Есть несохранённые изменения. Уйти со страницы без сохранения?');
    await user.click(screen.getByRole('button', { name: 'Остаться' }));
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Имя')).toHaveValue('Ромашка');

    // The saved values become the form's own: nothing is unsaved, the link is not held back.
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled());
    let reachedLink = false;
    const link = (event: MouseEvent) => {
      reachedLink = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', link);
    await user.click(screen.getByRole('link', { name: 'Уйти' }));
    document.removeEventListener('click', link);
    expect(reachedLink).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
