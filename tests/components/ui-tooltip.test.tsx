import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Popup } from '@/components/ui/popup';
import { Tooltip } from '@/components/ui/tooltip';

function Harness() {
  return (
    <>
      <Tooltip content="Цена без скидки">
        <button type="button">Цена</button>
      </Tooltip>
      <button type="button">Другое</button>
    </>
  );
}

describe('Tooltip', () => {
  it('describes its trigger even while hidden', () => {
    render(<Harness />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Цена' })).toHaveAccessibleDescription('Цена без скидки');
  });

  it('shows on focus and hides on blur', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Цена без скидки');
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on hover and hides shortly after the pointer leaves', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<Harness />);
      await user.hover(screen.getByRole('button', { name: 'Цена' }));
      expect(screen.getByRole('tooltip')).toBeInTheDocument();
      await user.unhover(screen.getByRole('button', { name: 'Цена' }));
      expect(screen.getByRole('tooltip')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('hides on Escape without closing an enclosing popup', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <Popup open onClose={onClose} title="Товар">
        <Tooltip content="Подсказка">
          <button type="button">Справка</button>
        </Tooltip>
      </Popup>,
    );
    expect(screen.getByRole('button', { name: 'Справка' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Подсказка');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps an existing description of the trigger', () => {
    render(
      <>
        <span id="own">Обязательное поле</span>
        <Tooltip content="Подсказка">
          <input aria-label="Название" aria-describedby="own" />
        </Tooltip>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Название' })).toHaveAccessibleDescription('Обязательное поле Подсказка');
  });
});
