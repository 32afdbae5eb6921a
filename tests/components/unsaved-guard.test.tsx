import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UnsavedGuard } from '@/components/ui/unsaved-guard';
import { mockNavigation } from '../harness';

const { push } = mockNavigation.router;

function Page({ dirty }: { dirty: boolean }) {
  return (
    <>
      {/* The guard sees the anchor Next's Link renders; a plain one needs no router here. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/catalog/products">Ко всем товарам</a>
      <UnsavedGuard dirty={dirty} />
    </>
  );
}

/** Dispatches a cancelable beforeunload and tells whether the page asked to stay. */
function unloadIsHeldBack(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

test('a clean form lets links and unloads through', async () => {
  render(<Page dirty={false} />);
  expect(unloadIsHeldBack()).toBe(false);
  // Stands in for Next's Link, which handles the click after the guard (jsdom cannot navigate).
  let reachedLink = false;
  const link = (event: MouseEvent) => {
    reachedLink = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', link);
  await userEvent.click(screen.getByRole('link', { name: 'Ко всем товарам' }));
  document.removeEventListener('click', link);
  expect(reachedLink).toBe(true);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a dirty form asks before leaving; "Остаться" keeps the page', async () => {
  render(<Page dirty />);
  expect(unloadIsHeldBack()).toBe(true);
  await userEvent.click(screen.getByRole('link', { name: 'Ко всем товарам' }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent('Есть несохранённые изменения');
  await userEvent.click(screen.getByRole('button', { name: 'Остаться' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(push).not.toHaveBeenCalled();
});

test('leaving without saving navigates, and the full-load fallback is not asked again', async () => {
  render(<Page dirty />);
  await userEvent.click(screen.getByRole('link', { name: 'Ко всем товарам' }));
  await userEvent.click(screen.getByRole('button', { name: 'Уйти без сохранения' }));
  expect(push).toHaveBeenCalledWith('/catalog/products');
  // Next now and then drops a push and the page is loaded in full: that unload must go through.
  expect(unloadIsHeldBack()).toBe(false);
});
