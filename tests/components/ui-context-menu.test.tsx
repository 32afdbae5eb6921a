import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContextMenu, type ContextMenuItem } from '@/components/ui/context-menu';
import { Popup } from '@/components/ui/popup';

function setup(extra: Partial<ContextMenuItem> = {}) {
  const edit = jest.fn();
  const copy = jest.fn();
  const remove = jest.fn();
  const items: ContextMenuItem[] = [
    { label: 'Изменить', onSelect: edit },
    { label: 'Копировать', onSelect: copy, disabled: true, ...extra },
    { label: 'Удалить', onSelect: remove, danger: true },
  ];
  return { items, edit, copy, remove };
}

describe('ContextMenu', () => {
  it("is a '⋯' button named 'Действия' that opens a menu of items", async () => {
    const user = userEvent.setup();
    const { items, edit } = setup();
    render(<ContextMenu items={items} />);
    const button = screen.getByRole('button', { name: 'Действия' });
    expect(button).toHaveTextContent('⋯');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Действия' })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Изменить', 'Копировать', 'Удалить']);
    expect(screen.getByRole('menuitem', { name: 'Изменить' })).toHaveFocus();

    await user.click(screen.getByRole('menuitem', { name: 'Изменить' }));
    expect(edit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('is usable from the keyboard: arrows wrap, Home/End, Enter chooses, Escape closes', async () => {
    const user = userEvent.setup();
    const { items, remove } = setup();
    render(<ContextMenu items={items} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Изменить' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Копировать' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Изменить' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Удалить' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Изменить' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Удалить' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Действия' })).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Удалить' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(remove).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Действия' })).toHaveFocus();
  });

  it('opens on Enter and Space', async () => {
    const user = userEvent.setup();
    render(<ContextMenu items={setup().items} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Изменить' })).toHaveFocus();
    await user.keyboard('{Escape} ');
    expect(screen.getByRole('menuitem', { name: 'Изменить' })).toHaveFocus();
  });

  it('keeps a disabled item inert', async () => {
    const user = userEvent.setup();
    const { items, copy } = setup();
    render(<ContextMenu items={items} />);
    await user.click(screen.getByRole('button', { name: 'Действия' }));
    const item = screen.getByRole('menuitem', { name: 'Копировать' });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    await user.click(item);
    expect(copy).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('closes on an outside click', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ContextMenu items={setup().items} />
        <p>Снаружи</p>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Действия' }));
    await user.click(screen.getByText('Снаружи'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on Tab', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ContextMenu items={setup().items} />
        <button type="button">Дальше</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Действия' }));
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Дальше' })).toHaveFocus();
  });

  it('inside a popup, Escape closes the menu first and the popup next', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <Popup open onClose={onClose} title="Раздел">
        <ContextMenu items={setup().items} />
      </Popup>,
    );
    await user.click(screen.getByRole('button', { name: 'Действия' }));
    expect(screen.getByRole('dialog').parentElement).toContainElement(screen.getByRole('menu'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
