import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RichTextToolbar, type ActiveFormats } from '@/components/company/rich-text-toolbar';

function renderToolbar(active: ActiveFormats = {}) {
  const onCommand = jest.fn();
  render(
    <>
      <button type="button">До</button>
      <RichTextToolbar active={active} onCommand={onCommand} controls="text" />
      <div id="text" role="textbox" tabIndex={0} aria-label="Текст" />
    </>,
  );
  return onCommand;
}

describe('RichTextToolbar keyboard (one Tab stop, arrows inside)', () => {
  it('is one Tab stop; arrows, Home and End move between the usable buttons and wrap', async () => {
    const user = userEvent.setup();
    const onCommand = renderToolbar();
    await user.click(screen.getByRole('button', { name: 'До' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Жирный' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Курсив' })).toHaveFocus();
    // No link at the cursor: 'Убрать ссылку' is off and skipped.
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Ссылка' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Жирный' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Ссылка' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}{ArrowRight}{Enter}');
    expect(onCommand).toHaveBeenCalledWith('underline');
    // Tab leaves the toolbar for the text, and Shift+Tab comes back to the last button used.
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Текст' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Подчёркнутый' })).toHaveFocus();
    expect(screen.getAllByRole('button').filter((button) => button.tabIndex === 0).map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual(['До', 'Подчёркнутый']);
  });

  it("reaches 'Убрать ссылку' when the cursor is in a link", async () => {
    const user = userEvent.setup();
    const onCommand = renderToolbar({ link: true });
    await user.click(screen.getByRole('button', { name: 'До' }));
    await user.tab();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Убрать ссылку' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onCommand).toHaveBeenCalledWith('unlink');
  });
});
