import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, string, type AnyObjectSchema } from 'yup';
import type { AppFormOptions, SchemaLoader } from '@/components/form/use-app-form';
import { GENERIC_ERROR } from '@/lib/api/api-error';
import { renderScreen } from '../harness';
import { TwoFieldForm, type TwoFieldValues } from '../helpers/two-field-form';

type Values = TwoFieldValues;

const NAME_REQUIRED = 'Поле "Имя" является обязательным';
const schema = object({ name: string().trim().required(NAME_REQUIRED), city: string() });

/** A form of two fields whose schema comes from `load`, as the screens' forms pass it. */
function LazyForm({ load, submit, mode }: { load: SchemaLoader; submit: (values: Values) => Promise<void>; mode?: AppFormOptions<Values>['mode'] }) {
  return <TwoFieldForm schema={load} submit={submit} mode={mode} guard="none" />;
}

/** A loader the test settles when it wants to (a slow network). */
function slowLoader() {
  let resolve!: (value: AnyObjectSchema) => void;
  const promise = new Promise<AnyObjectSchema>((yes) => {
    resolve = yes;
  });
  return { load: jest.fn(() => promise), resolve };
}

/** A loader that fails (as a chunk load fails in the browser) until the test brings the network back. */
function flakyLoader() {
  const network = { up: false };
  const load = jest.fn(async () => {
    if (!network.up) throw Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    return schema;
  });
  return { load, network };
}

describe('useAppForm with a schema loader', () => {
  it('loads the schema once, with the first focus in the form, and shows its messages under the fields', async () => {
    const user = userEvent.setup();
    const load = jest.fn(async () => schema);
    const submit = jest.fn(async () => undefined);
    renderScreen(<LazyForm load={load} submit={submit} />);
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('Город'));
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(NAME_REQUIRED)).toBeInTheDocument();
    expect(screen.getByLabelText('Имя')).toHaveAccessibleDescription(NAME_REQUIRED);
    expect(submit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Имя'), 'Ромашка');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ name: 'Ромашка', city: '' }));
    expect(screen.queryByText(NAME_REQUIRED)).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('validates correctly when the submit has to wait for the schema', async () => {
    const user = userEvent.setup();
    const { load, resolve } = slowLoader();
    const submit = jest.fn(async () => undefined);
    renderScreen(<LazyForm load={load} submit={submit} />);
    await user.type(screen.getByLabelText('Город'), 'Тверь');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    // The submit waits for the schema: the button is busy, nothing is said or saved yet.
    const button = screen.getByRole('button', { name: 'Сохранить' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(screen.queryByText(NAME_REQUIRED)).not.toBeInTheDocument();

    await act(async () => resolve(schema));
    expect(await screen.findByText(NAME_REQUIRED)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Город')).toHaveValue('Тверь');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  });

  it('says so above the buttons when the schema cannot be loaded, keeps what was typed, and a second submit loads it again', async () => {
    const user = userEvent.setup();
    const { load, network } = flakyLoader();
    const submit = jest.fn(async () => undefined);
    renderScreen(<LazyForm load={load} submit={submit} />);
    await user.type(screen.getByLabelText('Имя'), 'Ромашка');
    await user.type(screen.getByLabelText('Город'), 'Тверь');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC_ERROR);
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Имя')).toHaveValue('Ромашка');
    expect(screen.getByLabelText('Город')).toHaveValue('Тверь');
    expect(screen.getByLabelText('Имя')).not.toHaveAccessibleDescription();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
    const tries = load.mock.calls.length;

    network.up = true;
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ name: 'Ромашка', city: 'Тверь' }));
    expect(load.mock.calls.length).toBeGreaterThan(tries);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('drops the text of a failed load once the schema arrives, even when the form is then invalid', async () => {
    const user = userEvent.setup();
    const { load, network } = flakyLoader();
    renderScreen(<LazyForm load={load} submit={jest.fn(async () => undefined)} />);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC_ERROR);

    network.up = true;
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(NAME_REQUIRED)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("in 'onTouched' mode a blur while the schema cannot load shows nothing, and the field is checked once it loads", async () => {
    const user = userEvent.setup();
    const { load, network } = flakyLoader();
    renderScreen(<LazyForm load={load} submit={jest.fn(async () => undefined)} mode="onTouched" />);
    await user.click(screen.getByLabelText('Имя'));
    await user.click(screen.getByLabelText('Город'));
    await waitFor(() => expect(load).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.queryByText(NAME_REQUIRED)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    network.up = true;
    await user.click(screen.getByLabelText('Имя'));
    await user.click(screen.getByLabelText('Город'));
    expect(await screen.findByText(NAME_REQUIRED)).toBeInTheDocument();
  });
});
