import { useState } from 'react';

/**
 * True from the first time `open` is true on: a dialog loaded with next/dynamic is mounted only
 * then, and stays mounted so it can close as it always did. Rendered closed from the start, its
 * chunk was fetched and run while every page hydrated.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Derived from the prop during render (React's pattern for state that follows a prop).
  if (open && !opened) setOpened(true);
  return opened || open;
}
