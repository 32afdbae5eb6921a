import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CANCEL_TEXT,
  CONFIRM_DELETE_TEXT,
  CONFIRM_TITLE,
  DELETE_TEXT,
  EDIT_TEXT,
  SAVE_CHANGES_TEXT,
} from '@/components/ui/button-texts';
import { ConfirmPopup } from '@/components/ui/confirm-popup';

const message = 'Вы действительно хотите удалить раздел?';

describe('ConfirmPopup', () => {
  it("uses the default title and the buttons 'Отмена' / 'Да, удалить'", () => {
    render(<ConfirmPopup open message={message} onConfirm={() => {}} onCancel={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Подтвердите действие' });
    expect(dialog).toHaveAccessibleDescription(message);
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Да, удалить' })).toBeInTheDocument();
  });

  it('focuses cancel first, so Enter alone never confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<ConfirmPopup open message={message} onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: 'Отмена' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms and cancels through its buttons, X and Escape', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<ConfirmPopup open message={message} onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Да, удалить' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('takes custom texts', () => {
    render(
      <ConfirmPopup
        open
        title="Выйти?"
        message="Изменения не сохранены"
        confirmText="Выйти"
        cancelText="Остаться"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Выйти?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Остаться' })).toBeInTheDocument();
  });

  it('shows the server error inside the popup as an alert', () => {
    render(
      <ConfirmPopup open message={message} error="Раздел не найден" onConfirm={() => {}} onCancel={() => {}} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Раздел не найден');
    expect(screen.getByRole('dialog')).toContainElement(alert);
  });

  it('shows no alert without an error', () => {
    render(<ConfirmPopup open message={message} error={null} onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks the confirm button busy and disabled while pending', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<ConfirmPopup open message={message} pending onConfirm={onConfirm} onCancel={() => {}} />);
    const confirm = screen.getByRole('button', { name: 'Да, удалить' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('button texts', () => {
  it('are the texts of §2', () => {
    expect([EDIT_TEXT, DELETE_TEXT, SAVE_CHANGES_TEXT]).toEqual(['Изменить', 'Удалить', 'Сохранить изменения']);
    expect([CONFIRM_TITLE, CANCEL_TEXT, CONFIRM_DELETE_TEXT]).toEqual(['Подтвердите действие', 'Отмена', 'Да, удалить']);
  });
});
