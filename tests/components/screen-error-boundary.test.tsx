import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { ScreenErrorBoundary } from '@/components/layout/screen-error-boundary';
import { mockNavigation } from '../harness';

/** §8: a screen that fails shows a Russian error with a retry inside the frame (what error.tsx did). */

let failing = true;
function Screen() {
  if (failing) throw new Error('upstream said 500: internal details');
  return <h1>Заказы</h1>;
}

// React reports a caught render error on the console; the test asserts what the user sees instead.
beforeEach(() => {
  failing = true;
  jest.spyOn(console, 'error').mockImplementation(() => {});
  mockNavigation.reset('/orders');
});
afterEach(() => jest.restoreAllMocks());

it('shows «Не удалось загрузить страницу» without the error’s text, and «Повторить» reloads the data and renders the screen again', async () => {
  render(
    <ScreenErrorBoundary pathname="/orders">
      <Screen />
    </ScreenErrorBoundary>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить страницу');
  expect(document.body).not.toHaveTextContent('internal details');

  failing = false;
  await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(mockNavigation.router.refresh).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('heading', { name: 'Заказы' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('goes away when the user moves to another screen', () => {
  const { rerender } = render(
    <ScreenErrorBoundary pathname="/orders">
      <Screen />
    </ScreenErrorBoundary>,
  );
  expect(screen.getByRole('alert')).toBeInTheDocument();
  failing = false;
  act(() =>
    rerender(
      <ScreenErrorBoundary pathname="/clients">
        <Screen />
      </ScreenErrorBoundary>,
    ),
  );
  expect(screen.getByRole('heading', { name: 'Заказы' })).toBeInTheDocument();
});

it('lets Next’s own errors (notFound, redirect) through to their boundaries', () => {
  const notFound = Object.assign(new Error('NEXT_HTTP_ERROR_FALLBACK;404'), { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
  function Missing(): never {
    throw notFound;
  }
  expect(() =>
    render(
      <ScreenErrorBoundary pathname="/orders/999">
        <Missing />
      </ScreenErrorBoundary>,
    ),
  ).toThrow(notFound);
});
