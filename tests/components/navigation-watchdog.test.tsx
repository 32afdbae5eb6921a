import { act, fireEvent, render, screen } from '@testing-library/react';
import { UnsavedGuard } from '@/components/ui/unsaved-guard';
import { NavigationWatchdog } from '@/components/layout/navigation-watchdog';
import { hardNavigate } from '@/lib/hard-navigate';

jest.mock('@/lib/hard-navigate', () => ({ hardNavigate: jest.fn() }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

const hard = jest.mocked(hardNavigate);

/** Next's Link takes the click like this: it prevents the default and routes on the client. */
function RoutedLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} onClick={(event) => event.preventDefault()}>
      {children}
    </a>
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  hard.mockReset();
  window.history.replaceState(null, '', '/catalog/categories');
});
afterEach(() => jest.useRealTimers());

test('a link click the router never completes becomes a full page load', () => {
  render(
    <>
      <RoutedLink href="/catalog/categories/create">Добавить категорию</RoutedLink>
      <NavigationWatchdog />
    </>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'Добавить категорию' }));
  act(() => jest.advanceTimersByTime(2999));
  expect(hard).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(hard).toHaveBeenCalledWith('/catalog/categories/create');
});

test('a click the unsaved-changes guard holds back is left to the user', () => {
  render(
    <>
      <RoutedLink href="/catalog/products">Ко всем товарам</RoutedLink>
      <UnsavedGuard dirty />
      <NavigationWatchdog />
    </>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'Ко всем товарам' }));
  expect(screen.getByRole('dialog')).toHaveTextContent('Есть несохранённые изменения');
  act(() => jest.advanceTimersByTime(5000));
  expect(hard).not.toHaveBeenCalled();
});
