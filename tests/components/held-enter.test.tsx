import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

// An order line's quantity is saved on Enter, by a handler that comes with the card's code. Typed
// into and entered before that code has hydrated, the value was kept (held-input) but the Enter
// was lost: the field showed a quantity that was never saved.

function Quantity({ initial, onCommit }: { initial: string; onCommit: (value: string) => void }) {
  const [text, setText] = useState(initial);
  return (
    <input
      aria-label="Количество"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onCommit(text);
      }}
    />
  );
}

async function firstScript() {
  let heldInput!: typeof import('@/components/ui/held-input');
  await jest.isolateModulesAsync(async () => {
    heldInput = await import('@/components/ui/held-input');
  });
  return heldInput;
}

it('an Enter in a field of a part whose code has not arrived is given to its handler, with the typed value, once the part has hydrated', async () => {
  const onCommit = jest.fn();
  const part = document.createElement('div');
  part.setAttribute('data-hydrating', '');
  part.innerHTML = renderToString(<Quantity initial="2" onCommit={onCommit} />);
  document.body.append(part);
  const { releaseHeld } = await firstScript();

  // Before the code: typed, then Enter.
  const field = part.querySelector('input')!;
  field.value = '4';
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));

  await act(async () => {
    hydrateRoot(part, <Quantity initial="2" onCommit={onCommit} />);
  });
  expect(onCommit).not.toHaveBeenCalled();
  await act(async () => {
    part.removeAttribute('data-hydrating');
    releaseHeld(part);
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
  expect(onCommit).toHaveBeenCalledTimes(1);
  expect(onCommit).toHaveBeenCalledWith('4');
});
