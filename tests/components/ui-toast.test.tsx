import { act, render, screen, within } from '@testing-library/react';
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

const region = () => screen.getByRole('region', { name: /^Уведомления/ });
/** Lets sonner's deferred updates and exit animation run. */
const settle = (ms = 0) => act(() => jest.advanceTimersByTime(ms + 500));

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const setupUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('has its live region in the page before the first toast, so screen readers announce them', async () => {
    renderWith({ text: 'Сохранено', tone: 'success' });
    // sonner loads right after hydration, before anything can be notified.
    expect(await screen.findByRole('region', { name: /^Уведомления/ })).toHaveAttribute('aria-live', 'polite');
  });

  it('shows a success in the live region and removes it after 5 s', async () => {
    const user = setupUser();
    renderWith({ text: 'Сохранено', tone: 'success' });
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    settle();
    expect(within(region()).getByText('Сохранено')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4000));
    expect(within(region()).getByText('Сохранено')).toBeInTheDocument();
    settle(1000);
    expect(within(region()).queryByText('Сохранено')).not.toBeInTheDocument();
  });

  it('shows an error as an alert and honours timeoutMs', async () => {
    const user = setupUser();
    renderWith({ text: 'Не удалось создать раздел', tone: 'error', timeoutMs: 1000 });
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось создать раздел');
    settle(1000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("is dismissed with 'Закрыть уведомление', and timeoutMs 0 keeps it until then", async () => {
    const user = setupUser();
    renderWith({ text: 'Ссылка скопирована', tone: 'info', timeoutMs: 0 });
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    settle(60_000);
    expect(within(region()).getByText('Ссылка скопирована')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Закрыть уведомление' }));
    settle();
    expect(within(region()).queryByText('Ссылка скопирована')).not.toBeInTheDocument();
  });

  it('asks for the provider when used outside it', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger options={{ text: 'x', tone: 'info' }} />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
