import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyButton } from '@/components/docs/copy-button';
import { DocsScript } from '@/components/docs/docs-script';

const CODE = "curl 'https://api.example.ru/v1/webhooks' \\\n  -H 'Authorization: Bearer <API-ключ>'";

function renderBlock() {
  return render(
    <figure>
      <figcaption id="code-1-label">curl</figcaption>
      <CopyButton targetId="code-1" describedBy="code-1-label" />
      <pre>
        <code id="code-1">{CODE}</code>
      </pre>
      <DocsScript searchIndex={[]} />
    </figure>,
  );
}

afterEach(() => jest.useRealTimers());

describe('CopyButton', () => {
  it('copies the code block text and announces "Скопировано", then clears the notice', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderBlock();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const button = screen.getByRole('button', { name: 'Копировать' });
    expect(button).toHaveAccessibleDescription('curl');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await user.click(button);

    expect(writeText).toHaveBeenCalledWith(CODE);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Скопировано'));
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    renderBlock();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Копировать' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Не удалось скопировать'));
  });

  it('falls back to a hidden textarea where there is no Clipboard API (plain http)', async () => {
    const user = userEvent.setup();
    renderBlock();
    const clipboard = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
    Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true });
    let copied = '';
    const execCommand = jest.fn(() => {
      copied = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Копировать' }));
      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(copied).toBe(CODE);
      expect(screen.getByRole('status')).toHaveTextContent('Скопировано');
      expect(document.querySelector('textarea')).toBeNull();
      expect(screen.getByRole('button', { name: 'Копировать' })).toHaveFocus();
    } finally {
      if (clipboard) Object.defineProperty(window.navigator, 'clipboard', clipboard);
    }
  });
});
