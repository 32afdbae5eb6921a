import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { DirtyRegistry } from '@/components/app-settings/dirty-registry';
import { ThemeColorsForm } from '@/components/app-settings/theme-colors-form';
import type { AppColors } from '@/lib/application/api';
import { tolerateFormElementsInFormData } from '../helpers/form-data';
import { settleLazy } from '../helpers/lazy';
import { mockNavigation, renderScreen, server } from '../harness';

const MAIN = '*/dashboard/v1/chief/application/main';
tolerateFormElementsInFormData();
beforeEach(() => mockNavigation.reset('/settings/main'));

const COLORS: AppColors = {
  primary: '#6B3E26',
  secondary: '#E7B77A',
  icon: '#FFF8F0',
  background1: '#FFF8F0',
  background2: '#F3E6D8',
  text: '#2B1B12',
  gradient1: '#6B3E26',
  gradient2: '#B9794A',
};

function renderForm(onPreview = jest.fn(), onSaved = jest.fn()) {
  renderScreen(
    <DirtyRegistry>
      <ThemeColorsForm colors={COLORS} onSaved={onSaved} onPreview={onPreview} />
    </DirtyRegistry>,
  );
  return { onPreview, onSaved, card: screen.getByRole('region', { name: 'Цвета темы' }) };
}

describe('ThemeColorsForm', () => {
  it('shows all eight colours, each with a text field and a colour picker', async () => {
    const { card } = renderForm();
    await settleLazy();
    for (const label of ['Основной цвет', 'Дополнительный цвет', 'Цвет иконок', 'Фон 1', 'Фон 2', 'Цвет текста', 'Градиент 1', 'Градиент 2']) {
      expect(within(card).getByRole('textbox', { name: label })).toBeInTheDocument();
      expect(within(card).getByLabelText(`${label}: палитра`)).toHaveAttribute('type', 'color');
    }
    expect(within(card).getByRole('textbox', { name: 'Основной цвет' })).toHaveValue('#6B3E26');
  });

  it('refuses an invalid HEX with the §5 message and sends nothing', async () => {
    const user = userEvent.setup();
    const calls: unknown[] = [];
    server.use(http.put(MAIN, async ({ request }) => void calls.push(await request.json())));
    const { card, onSaved } = renderForm();
    const primary = within(card).getByRole('textbox', { name: 'Основной цвет' });
    await user.clear(primary);
    await user.type(primary, '#12345G');
    await user.click(within(card).getByRole('button', { name: 'Сохранить изменения' }));
    expect(await within(card).findByText('Цвет должен соответствовать HEX формату')).toBeInTheDocument();
    expect(primary).toHaveAttribute('aria-invalid', 'true');
    expect(primary).toHaveValue('#12345G');
    expect(calls).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('previews a change live, saves the colours with PUT application/main and says so', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.put(MAIN, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { colors: { ...COLORS, primary: '#1A2B3C' } } });
      }),
    );
    const { card, onPreview, onSaved } = renderForm();
    const primary = within(card).getByRole('textbox', { name: 'Основной цвет' });
    await user.clear(primary);
    await user.type(primary, '#1a2b3c');
    expect(onPreview).toHaveBeenLastCalledWith(expect.objectContaining({ primary: '#1a2b3c', text: '#2B1B12' }));
    await user.click(within(card).getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Цвета темы сохранены')).toBeInTheDocument();
    expect(body).toEqual({ colors: { ...COLORS, primary: '#1a2b3c' } });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ colors: expect.objectContaining({ primary: '#1A2B3C' }) }));
    // The form now holds what the server saved.
    expect(primary).toHaveValue('#1A2B3C');
  });

  it('takes a colour from the picker', () => {
    const { card, onPreview } = renderForm();
    const picker = within(card).getByLabelText('Градиент 2: палитра');
    fireEvent.change(picker, { target: { value: '#00ff00' } });
    expect(within(card).getByRole('textbox', { name: 'Градиент 2' })).toHaveValue('#00FF00');
    expect(onPreview).toHaveBeenLastCalledWith(expect.objectContaining({ gradient2: '#00FF00' }));
  });

  it('puts the server 422 message under its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    server.use(
      http.put(MAIN, () =>
        HttpResponse.json(
          { error: 'Ошибка валидации', data: { 'colors.secondary': ['Цвет должен соответствовать HEX формату'] } },
          { status: 422 },
        ),
      ),
    );
    const { card, onSaved } = renderForm();
    const secondary = within(card).getByRole('textbox', { name: 'Дополнительный цвет' });
    await user.clear(secondary);
    await user.type(secondary, '#ABCDEF');
    await user.click(within(card).getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() => expect(secondary).toHaveAttribute('aria-invalid', 'true'));
    expect(within(card).getByText('Цвет должен соответствовать HEX формату')).toBeInTheDocument();
    expect(within(card).getByText('Ошибка валидации')).toBeInTheDocument();
    expect(secondary).toHaveValue('#ABCDEF');
    expect(onSaved).not.toHaveBeenCalled();
  });
});

/** A preview that re-renders its parent on every change, as the builder does. */
function LivePreview() {
  const [draft, setDraft] = useState<Partial<AppColors>>({});
  return (
    <>
      <output aria-label="Предпросмотр">{draft.primary}</output>
      <ThemeColorsForm colors={COLORS} onSaved={jest.fn()} onPreview={setDraft} />
    </>
  );
}

it('drives a parent preview without looping', async () => {
  const user = userEvent.setup();
  renderScreen(<LivePreview />);
  expect(screen.getByRole('status', { name: 'Предпросмотр' })).toHaveTextContent('#6B3E26');
  const primary = screen.getByRole('textbox', { name: 'Основной цвет' });
  await user.clear(primary);
  await user.type(primary, '#0D47A1');
  expect(screen.getByRole('status', { name: 'Предпросмотр' })).toHaveTextContent('#0D47A1');
});
