import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Popup } from '@/components/ui/popup';
import { Select } from '@/components/ui/select';

function Harness({ onClose, autoFocusName = false }: { onClose?: () => void; autoFocusName?: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      <button type="button">Снаружи</button>
      <Popup open={open} onClose={close} title="Создать раздел" footer={<button type="button">Готово</button>}>
        <label>
          Название
          <input autoFocus={autoFocusName} />
        </label>
        <label>
          Описание
          <input />
        </label>
      </Popup>
    </>
  );
}

async function openPopup(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Открыть' }));
  return user;
}

describe('Popup', () => {
  it('is a modal dialog named by its title, rendered into document.body', async () => {
    const { container } = render(
      <Popup open onClose={() => {}} title="Создать раздел">
        Текст
      </Popup>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Создать раздел' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('renders nothing while closed', () => {
    render(
      <Popup open={false} onClose={() => {}} title="Создать раздел">
        Текст
      </Popup>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes its name from `label` when there is no title', () => {
    render(
      <Popup open onClose={() => {}} label="Просмотр">
        Текст
      </Popup>,
    );
    expect(screen.getByRole('dialog', { name: 'Просмотр' })).toBeInTheDocument();
  });

  it('moves focus to the first field of the content on open', async () => {
    await openPopup();
    expect(screen.getByLabelText('Название')).toHaveFocus();
  });

  it('keeps an autoFocus element focused and still restores the opener', async () => {
    const user = await openPopup({ autoFocusName: true });
    expect(screen.getByLabelText('Название')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Открыть' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside', async () => {
    const user = await openPopup();
    await user.tab();
    expect(screen.getByLabelText('Описание')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Готово' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Готово' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Снаружи', hidden: true })).not.toHaveFocus();
  });

  it('makes the page behind it inert (no clicks, no focus, hidden from assistive technology) until it closes', async () => {
    const user = await openPopup();
    const page = screen.getByRole('button', { name: 'Открыть', hidden: true }).closest('body > *')!;
    expect(page).toHaveAttribute('inert');
    expect(screen.getByRole('dialog').closest('body > *')).not.toHaveAttribute('inert');
    await user.keyboard('{Escape}');
    expect(page).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Открыть' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onClose = jest.fn();
    const user = await openPopup({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Открыть' })).toHaveFocus();
  });

  it("closes on the X button named 'Закрыть'", async () => {
    const user = await openPopup();
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Открыть' })).toHaveFocus();
  });

  it('closes on a click outside the panel, not on a click inside', async () => {
    const onClose = jest.fn();
    const user = await openPopup({ onClose });
    const dialog = screen.getByRole('dialog');
    await user.click(screen.getByText('Описание'));
    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(dialog.parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('locks body scroll while open and restores it after', async () => {
    document.body.style.overflow = 'scroll';
    const user = await openPopup();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('lets an open select inside take Escape first', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <Popup open onClose={onClose} title="Фильтр">
        <Select label="Город" options={[{ id: 1, name: 'Москва' }]} value={null} onChange={() => {}} />
      </Popup>,
    );
    const select = screen.getByRole('combobox', { name: 'Город' });
    expect(select).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox', { name: 'Город' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes only the top popup of two on Escape', async () => {
    const user = userEvent.setup();
    const outer = jest.fn();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Popup open onClose={outer} title="Внешний">
          <button type="button" onClick={() => setInner(true)}>
            Подробнее
          </button>
          <Popup open={inner} onClose={() => setInner(false)} title="Внутренний">
            <button type="button">Ок</button>
          </Popup>
        </Popup>
      );
    }
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Подробнее' }));
    expect(screen.getByRole('button', { name: 'Ок' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Внутренний' })).not.toBeInTheDocument();
    expect(outer).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Подробнее' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledTimes(1);
  });
});
