import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Shell } from '@/components/layout/shell';
import { mockNavigation } from '../harness';

/** §4 "Menus": below 1366 px the side menu is a drawer that closes on an outside click and on a resize. */

const queries: string[] = [];
beforeAll(() => {
  // A notebook-sized window: every query the Shell asks is answered as jsdom's 1024 px would.
  window.matchMedia = ((query: string) => {
    queries.push(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return { matches: max ? window.innerWidth <= Number(max[1]) : false, media: query, addEventListener: () => {}, removeEventListener: () => {} };
  }) as unknown as typeof window.matchMedia;
});
beforeEach(() => mockNavigation.reset('/orders'));

function setWindow(width: number, height: number) {
  Object.assign(window, { innerWidth: width, innerHeight: height });
  fireEvent(window, new Event('resize'));
}

function renderShell() {
  render(
    <Shell initialOpen brand={null} header={null} menu={<button type="button">Заказы</button>}>
      <h1>Заказы</h1>
    </Shell>,
  );
  return screen.getByRole('button', { name: 'Меню' });
}

afterEach(() => Object.assign(window, { innerWidth: 1024, innerHeight: 768 }));

it('is a drawer below 1366 px (the notebook breakpoint of §9), closed until the toggle opens it', async () => {
  const toggle = renderShell();
  expect(queries).toContain('(max-width: 1365.98px)');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

it('closes when the window gets narrower or wider', async () => {
  const toggle = renderShell();
  await userEvent.click(toggle);
  act(() => setWindow(900, 768));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  act(() => setWindow(1100, 768));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

it('stays open when only the height changes (a phone keyboard or its address bar)', async () => {
  const toggle = renderShell();
  await userEvent.click(toggle);
  act(() => setWindow(1024, 420));
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

it('closes on a press outside it, not on one inside it', async () => {
  const toggle = renderShell();
  await userEvent.click(toggle);
  fireEvent.pointerDown(screen.getByRole('button', { name: 'Заказы' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  fireEvent.pointerDown(screen.getByRole('heading', { name: 'Заказы' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
