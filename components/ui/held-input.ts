import { HYDRATING } from '@/lib/ui/held-press-boot';

/**
 * What a person does inside server-rendered markup whose code has not arrived yet (a part marked
 * `data-hydrating`, see deferHydration), handed to that code once it has hydrated. React itself
 * drops a press on such markup (it cannot hydrate code it does not have) and, hydrating, sets a
 * controlled field back to its state; react-hook-form keeps typed text in an uncontrolled field
 * but not as unsaved input.
 *
 * The listeners are installed when this module is first evaluated, with the page's first script
 * and before React hydrates anything, on the window (ahead of React's own, on the document); a
 * press made before that was held by the layout's boot script, which they take over.
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

const typed = new WeakMap<Element, Map<Field, string | boolean>>();
const pressed = new WeakMap<Element, HTMLElement>();
const entered = new WeakMap<Element, HTMLInputElement>();

const isField = (target: unknown): target is Field => target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
const isToggle = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
const holding = (target: EventTarget | null) => (target instanceof Element ? target.closest(`[${HYDRATING}]`) : null);

function record(box: Element, field: Field): void {
  const fields = typed.get(box) ?? new Map<Field, string | boolean>();
  fields.set(field, isToggle(field) ? field.checked : field.value);
  typed.set(box, fields);
}

function onInput(event: Event): void {
  const box = holding(event.target);
  if (box && isField(event.target)) record(box, event.target);
}

function onClick(event: MouseEvent): void {
  const box = holding(event.target);
  // A checkbox or radio toggles natively (its input event records it); any other press waits.
  if (!box || !(event.target instanceof Element) || (isField(event.target) && isToggle(event.target))) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  hold(box, event.target);
}

/**
 * Enter in a one-line field (an order line's quantity is saved on it): its handler has not
 * arrived. Not stopped: in a form the browser's own submission presses the form's button, which
 * onClick holds; a textarea's Enter is a new line.
 */
function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Enter' || event.isComposing) return;
  const box = holding(event.target);
  if (box && event.target instanceof HTMLInputElement && !isToggle(event.target)) entered.set(box, event.target);
}

function hold(box: Element, target: Element): void {
  // An icon's <svg> or <path> has no click(): the button (or whatever holds it) is pressed again.
  let element: Element | null = target;
  while (element && !(element instanceof HTMLElement)) element = element.parentElement;
  if (element instanceof HTMLElement) pressed.set(box, element);
}

if (typeof window !== 'undefined') {
  // Typed before this script ran: the field differs from the server's value.
  for (const box of document.querySelectorAll(`[${HYDRATING}]`)) {
    for (const field of box.querySelectorAll<Field>('input, textarea')) {
      if (isToggle(field) ? field.checked !== field.defaultChecked : field.value !== field.defaultValue) record(box, field);
    }
  }
  // Pressed before this script ran: the layout's boot script held it (HELD_PRESS_BOOT_HTML).
  const early = window.__heldPressStop?.() ?? null;
  const earlyBox = holding(early);
  if (earlyBox && early instanceof Element) hold(earlyBox, early);
  window.addEventListener('input', onInput, true);
  window.addEventListener('change', onInput, true);
  window.addEventListener('click', onClick, true);
  window.addEventListener('keydown', onKeyDown, true);
}

/**
 * The part in `box` has hydrated: every field typed into gets its typed value as input events
 * (React's onChange runs: forms mark it unsaved, controlled fields and their previews follow),
 * then the last thing pressed, if still on the page, is pressed again, and an Enter held in a
 * field is given to its handler, once React has rendered the typed values (a task later).
 */
export function releaseHeld(box: Element): void {
  for (const [field, value] of typed.get(box) ?? []) if (field.isConnected) giveTyped(field, value);
  const press = pressed.get(box);
  const enter = entered.get(box);
  typed.delete(box);
  pressed.delete(box);
  entered.delete(box);
  if (press?.isConnected) press.click();
  if (enter) {
    setTimeout(() => {
      if (enter.isConnected) enter.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }));
    }, 0);
  }
}

/**
 * The typed value as the user's own input: first the server's value, then the typed one, each set
 * past React's value tracker and announced, so each is a change React reports (and a form that
 * already holds the typed value, without having said so, sees it arrive again).
 */
function giveTyped(field: Field, value: string | boolean): void {
  if (isToggle(field)) {
    if (field.type === 'radio') {
      // A radio is chosen, never unchosen, by a press: the one chosen is pressed again.
      if (!value) return;
      field.checked = false;
      field.click();
      return;
    }
    // Pressed through: once when the box shows the other state, twice (away and back) when not.
    if (field.checked === value) field.click();
    if (field.checked !== value) field.click();
    return;
  }
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!setValue || typeof value !== 'string') return;
  for (const next of [field.defaultValue, value]) {
    setValue.call(field, next);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
