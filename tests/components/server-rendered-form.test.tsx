import { setImmediate } from 'node:timers';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { deferHydration } from '@/components/ui/deferred-hydration';
import { Card, removed, submit } from '../helpers/client-card-form';

// What a staff member on a slow phone meets: the card's HTML arrives first, the page's first
// script next, the card's own chunk last (deferHydration).

// React's Node server renderer schedules with setImmediate, which the jsdom environment leaves out.
Object.assign(globalThis, { setImmediate });

/** The server's HTML, rendered by modules of their own (one React per renderer, as server and browser have). */
async function serverHtml(): Promise<string> {
  let render!: () => Promise<{ prelude: AsyncIterable<unknown> }>;
  await jest.isolateModulesAsync(async () => {
    const React = await import('react');
    const { prerenderToNodeStream } = await import('react-dom/static.node');
    const server = await import('@/components/ui/deferred-hydration');
    const { Card: ServerCardForm } = await import('../helpers/client-card-form');
    const ServerCard = server.deferHydration(async () => ServerCardForm);
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

/** The server's HTML in the page; `hydrate` runs the first script, `arrive` brings the card's chunk. */
async function page() {
  const container = document.createElement('div');
  container.innerHTML = await serverHtml();
  document.body.append(container);
  let arrive!: () => void;
  const chunk = new Promise<void>((resolve) => (arrive = resolve));
  const ClientCard = deferHydration(() => chunk.then(() => Card));
  const input = (label: string) => [...container.querySelectorAll('label')].find((l) => l.textContent?.includes(label))!;
  const field = (label: string) => {
    const found = input(label);
    return (found.htmlFor ? container.querySelector(`#${CSS.escape(found.htmlFor)}`) : found.querySelector('input')) as HTMLInputElement;
  };
  const text = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent;
  const button = () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  return {
    container,
    field,
    text,
    button,
    hydrate: () => act(async () => void (root = hydrateRoot(container, <ClientCard />))),
    arrive: () =>
      act(async () => {
        arrive();
        for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
      }),
  };
}

describe('a card hydrated after the page (deferHydration)', () => {
  it("is in the server's HTML with the record's values; «Сохранить» says it cannot be used yet and a native submission does nothing", async () => {
    const { field, button, container } = await page();
    expect(field('ФИО').value).toBe('Анна Смирнова');
    expect(field('Город').value).toBe('Казань');
    expect(field('VIP').checked).toBe(false);
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(container.querySelector('form')!.getAttribute('method')).toBe('dialog');
  });

  it('hands what was typed before its chunk arrived to the form (unsaved, live), then the press of «Сохранить» held meanwhile saves it', async () => {
    const { field, text, button, hydrate, arrive } = await page();
    type(field('ФИО'), 'Анна Петровна Смирнова');
    await hydrate();
    // Typed after the page's first script ran, before the card's code arrived.
    act(() => {
      type(field('Город'), 'Казань, Вахитовский район');
      field('VIP').click();
    });
    // The page's first script ran; the card's code has not arrived: still the server's markup.
    expect(button().getAttribute('aria-disabled')).toBe('true');
    act(() => button().click());
    expect(submit).not.toHaveBeenCalled();

    await arrive();
    expect(field('ФИО').value).toBe('Анна Петровна Смирнова');
    expect(field('Город').value).toBe('Казань, Вахитовский район');
    expect(text('city')).toBe('Казань, Вахитовский район');
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    await act(async () => {
      for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
    });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]?.[0]).toEqual({ name: 'Анна Петровна Смирнова', city: 'Казань, Вахитовский район', vip: true });
  });

  it("a press on a button's icon before the chunk arrived is given to the button once it has", async () => {
    const { container, hydrate, arrive } = await page();
    await hydrate();
    const icon = container.querySelector('button[aria-label="Удалить фото"] path')!;
    act(() => void icon.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    expect(removed).not.toHaveBeenCalled();
    await arrive();
    expect(removed).toHaveBeenCalledTimes(1);
  });

  it('left untouched, holds the record, nothing unsaved', async () => {
    const { field, text, hydrate, arrive } = await page();
    await hydrate();
    await arrive();
    expect(field('ФИО').value).toBe('Анна Смирнова');
    expect(text('unsaved')).toBe('false');
  });

  it('typed into but not saved: counts as unsaved', async () => {
    const { field, text, hydrate, arrive } = await page();
    type(field('ФИО'), 'Анна');
    await hydrate();
    await arrive();
    expect(text('unsaved')).toBe('true');
  });
});
