import { HELD_PRESS_BOOT_HTML } from '@/lib/ui/held-press-boot';

// A press on a card made before the page's first script has run: only the layout's boot script
// (HELD_PRESS_BOOT_HTML) listens then. The page's modules are loaded inside each test, after it,
// as the browser loads them after the HTML; their own listeners would otherwise be there first.

const CARD = `
  <div data-hydrating style="display: contents">
    <button type="button" id="remove"><svg><path d="M0 0"/></svg></button>
    <label><input type="checkbox" id="vip"> VIP</label>
  </div>
  <button type="button" id="outside">Снаружи</button>`;

function runBootScript() {
  const body = /^<script>([\s\S]*)<\/script>$/.exec(HELD_PRESS_BOOT_HTML)![1]!;
  // As the browser runs an inline script: in the page's global scope.
  (0, eval)(body);
}

const press = (selector: string) => document.querySelector(selector)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

/** The page's first script: held-input as a fresh module, as the browser evaluates it once. */
async function firstScript() {
  let heldInput!: typeof import('@/components/ui/held-input');
  await jest.isolateModulesAsync(async () => {
    heldInput = await import('@/components/ui/held-input');
  });
  return heldInput;
}

beforeEach(() => {
  document.body.innerHTML = CARD;
  delete window.__heldPressStop;
});

it('leaves presses outside a pending part, and a checkbox (which toggles natively), alone', () => {
  runBootScript();
  expect(press('#outside')).toBe(true);
  const vip = document.querySelector<HTMLInputElement>('#vip')!;
  vip.click();
  expect(vip.checked).toBe(true);
  expect(window.__heldPressStop!()).toBeNull();
});

// One test loads the page's modules: their window listeners stay for the rest of the file.
it('holds a press inside a part whose code has not arrived and hands it to held-input, which takes over and presses it once the part is live', async () => {
  runBootScript();
  const pressedRemove = jest.fn();
  document.querySelector('#remove')!.addEventListener('click', pressedRemove);
  // On the icon's <path>: the boot script stops it before anything sees it.
  expect(press('#remove path')).toBe(false);
  expect(pressedRemove).not.toHaveBeenCalled();

  const { releaseHeld } = await firstScript();
  const part = document.querySelector('[data-hydrating]')!;
  // As deferHydration does once the part has hydrated: no longer pending, then what was held.
  const hydrated = () => {
    part.removeAttribute('data-hydrating');
    releaseHeld(part);
  };
  hydrated();
  expect(pressedRemove).toHaveBeenCalledTimes(1);

  // The boot script no longer listens: a press on a part still pending is held-input's alone.
  part.setAttribute('data-hydrating', '');
  expect(press('#remove')).toBe(false);
  hydrated();
  expect(pressedRemove).toHaveBeenCalledTimes(2);
});
