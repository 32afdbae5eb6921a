import { act } from '@testing-library/react';

/**
 * Lets what a screen loads after its first paint (next/dynamic: the notifications, the bulk bar,
 * dialogs) arrive inside act(), as the first test of a file is the one that loads them.
 */
export async function settleLazy(): Promise<void> {
  await act(async () => {
    for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
  });
}
