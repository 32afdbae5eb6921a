import { setImmediate } from 'node:timers';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Card, removed, submit } from '../helpers/client-card-form';

// What a staff member on a slow phone meets: the card's HTML arrives first, then the page's script,
// the card's code in it (issue 49: no part of a card waits for a chunk of its own). What is typed
// before the script runs stays; a press made while React hydrates is not lost, since React
// hydrates the pressed control at once and hands it the press; a save pressed before the script
// is held by React's own inline script (the form's action is a function) and made once hydrated.

// React's Node server renderer schedules with setImmediate, which the jsdom environment leaves out.
Object.assign(globalThis, { setImmediate });

/** The server's HTML, rendered by modules of their own (one React per renderer, as server and browser have). */
async function serverHtml(): Promise<string> {
  let render!: () => Promise<{ prelude: AsyncIterable<unknown> }>;
  await jest.isolateModulesAsync(async () => {
    const React = await import('react');
    const { prerenderToNodeStream } = await import('react-dom/static.node');
    const { Card: ServerCard } = await import('../helpers/client-card-form');
    render = () => prerenderToNodeStream(React.createElement(ServerCard));
  });
  const { prelude } = await render();
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** Typing as a browser does it: the value changes, then an input event. */
function type(field: HTMLInputElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  submit.mockClear();
  removed.mockClear();
});

/** The server's HTML in the page; `hydrate` runs the page's script, the card's code in it. */
async function page() {
  const container = document.createElement('div');
  container.innerHTML = await serverHtml();
  document.body.append(container);
  const input = (label: string) => [...container.querySelectorAll('label')].find((l) => l.textContent?.includes(label))!;
  const field = (label: string) => {
    const found = input(label);
    return (found.htmlFor ? container.querySelector(`#${CSS.escape(found.htmlFor)}`) : found.querySelector('input')) as HTMLInputElement;
  };
  const text = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent;
  const button = () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const settle = () =>
    act(async () => {
      for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return {
    container,
    field,
    text,
    button,
    settle,
    hydrate: () => act(async () => void (root = hydrateRoot(container, <Card />))),
    /**
     * The page's script has called hydrateRoot (React listens) and `during` runs before React has
     * hydrated anything: inside act's callback the hydration is queued, not yet done.
     */
    duringHydration: (during: () => void) =>
      act(async () => {
        root = hydrateRoot(container, <Card />);
        during();
      }),
  };
}

describe('a card hydrated with its page', () => {
  it("is in the server's HTML with the record's values, «Сохранить» ready to be pressed; a native submission goes nowhere", async () => {
    const { field, button, container } = await page();
    expect(field('ФИО').value).toBe('Анна Смирнова');
    expect(field('Город').value).toBe('Казань');
    expect(field('VIP').checked).toBe(false);
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    // React's, for a form whose action is a function: a native submission runs no script (the
    // CSP), and React's inline script cancels it before that and keeps it for the hydrated form.
    expect(container.querySelector('form')!.getAttribute('action')).toMatch(/^javascript:throw /);
    expect(container.querySelector('script')?.textContent).toContain('$$reactFormReplay');
  });

  it('typed, ticked and «Сохранить» pressed before the script ran: nothing submitted natively, and all of it saved once React has hydrated the form', async () => {
    const { container, field, text, button, hydrate, settle } = await page();
    // The browser runs the server's inline scripts as it reads the HTML (innerHTML does not).
    const replaying = document.createElement('script');
    replaying.textContent = container.querySelector('script')!.textContent;
    document.body.append(replaying);
    type(field('ФИО'), 'Анна Петровна Смирнова');
    field('VIP').click();
    const submitted = jest.fn<void, [Event]>();
    window.addEventListener('submit', submitted);
    button().click();
    window.removeEventListener('submit', submitted);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted.mock.calls[0]![0].defaultPrevented).toBe(true);
    expect(submit).not.toHaveBeenCalled();

    await hydrate();
    await settle();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]?.[0]).toEqual({ name: 'Анна Петровна Смирнова', city: 'Казань', vip: true });
    expect(field('ФИО').value).toBe('Анна Петровна Смирнова');
    expect(field('VIP').checked).toBe(true);
    expect(text('city')).toBe('Казань');
  });

  it('keeps what was typed and ticked before the script ran, and two presses made while React hydrates (the tick, then «Сохранить») both count', async () => {
    const { field, text, button, duringHydration, settle } = await page();
    // Before the page's script: nothing listens, the browser edits the fields itself.
    type(field('ФИО'), 'Анна Петровна Смирнова');
    await duringHydration(() => {
      // React listens, nothing is hydrated yet: each press hydrates its target at once.
      field('VIP').click();
      button().click();
    });
    await settle();
    expect(field('ФИО').value).toBe('Анна Петровна Смирнова');
    expect(field('VIP').checked).toBe(true);
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]?.[0]).toEqual({ name: 'Анна Петровна Смирнова', city: 'Казань', vip: true });
    expect(text('city')).toBe('Казань');
  });

  it("a press on a button's icon while React hydrates reaches the button", async () => {
    const { container, duringHydration, settle } = await page();
    await duringHydration(() => {
      const icon = container.querySelector('button[aria-label="Удалить фото"] path')!;
      icon.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    await settle();
    expect(removed).toHaveBeenCalledTimes(1);
  });

  it('left untouched, holds the record, nothing unsaved', async () => {
    const { field, text, hydrate } = await page();
    await hydrate();
    expect(field('ФИО').value).toBe('Анна Смирнова');
    expect(text('unsaved')).toBe('false');
  });

  it('typed into before the script ran: counts as unsaved', async () => {
    const { field, text, hydrate, settle } = await page();
    type(field('ФИО'), 'Анна');
    await hydrate();
    await settle();
    expect(field('ФИО').value).toBe('Анна');
    expect(text('unsaved')).toBe('true');
  });

  it('ticked before the script ran: stays ticked, counts as unsaved and is saved', async () => {
    const { field, text, button, hydrate, settle } = await page();
    field('VIP').click();
    await hydrate();
    await settle();
    expect(field('VIP').checked).toBe(true);
    expect(text('unsaved')).toBe('true');
    await act(async () => button().click());
    await settle();
    expect(submit.mock.calls[0]?.[0]).toEqual({ name: 'Анна Смирнова', city: 'Казань', vip: true });
  });
});
