import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GlobalError from '@/app/global-error';

describe('GlobalError (a failure of the root layout)', () => {
  it('is a whole Russian page with a retry, not Next’s English one', async () => {
    const reset = jest.fn();
    // It replaces the root layout, so it renders <html> itself: mount it on the document.
    render(<GlobalError error={new Error('layout failed')} reset={reset} />, { container: document });

    expect(document.documentElement).toHaveAttribute('lang', 'ru');
    expect(document.title).toBe('Ошибка · Панель управления');
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось открыть панель управления');
    expect(screen.getByRole('alert')).toHaveTextContent('Произошла ошибка на сервере');
    // The server's message never reaches the page.
    expect(document.body).not.toHaveTextContent('layout failed');

    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
