import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, useToast, type ToastOptions } from '@/components/ui/toast';

function Trigger({ options, label = 'Показать' }: { options: ToastOptions; label?: string }) {
  const { notify } = useToast();
  return (
    <button type="button" onClick={() => notify(options)}>
      {label}
    </button>
  );
}

function renderWith(options: ToastOptions) {
  return render(
    <ToastProvider>
      <Trigger options={options} />
    </ToastProvider>,
  );
}

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const setupUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('shows a success as a status and removes it after 5 s', async () => {
    const user = setupUser();
    renderWith({ text: 'Сохранено', tone: 'success' });
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    expect(screen.getByRole('status')).toHaveTextContent('Сохранено');

    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an error as an alert and honours timeoutMs', async () => {
    const user = setupUser();
    renderWith({ text: 'Не удалось создать раздел', tone: 'error', timeoutMs: 1000 });
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось создать раздел');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("is dismissed with 'Закрыть уведомление', and timeoutMs 0 keeps it until then", async () => {
    const user = setupUser();
    renderWith({ text: 'Ссылка скопирована', tone: 'info', timeoutMs: 0 });
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Ссылка скопирована');
    await user.click(screen.getByRole('button', { name: 'Закрыть уведомление' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stacks several notifications and pauses while hovered', async () => {
    const user = setupUser();
    renderWith({ text: 'Готово', tone: 'success' });
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    expect(screen.getAllByRole('status')).toHaveLength(2);

    const [first] = screen.getAllByRole('status');
    await user.hover(first!);
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    await user.unhover(first!);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks for the provider when used outside it', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger options={{ text: 'x', tone: 'info' }} />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
