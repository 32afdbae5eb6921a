import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntentLink } from '@/components/ui/intent-link';

describe('IntentLink preload', () => {
  it('fetches the screen’s code on intent (pointer, focus), not before', async () => {
    const preload = jest.fn(() => Promise.resolve());
    const user = userEvent.setup();
    render(
      <IntentLink href="/shops/1" preload={preload}>
        Магазин
      </IntentLink>,
    );
    expect(preload).not.toHaveBeenCalled();
    await user.hover(screen.getByRole('link', { name: 'Магазин' }));
    expect(preload).toHaveBeenCalledTimes(1);
    await user.unhover(screen.getByRole('link', { name: 'Магазин' }));
    await user.tab();
    expect(preload).toHaveBeenCalledTimes(2);
  });

  it('keeps a failed fetch to itself: the screen shows the failure when it is opened', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const user = userEvent.setup();
      render(
        <IntentLink href="/shops/1" preload={() => Promise.reject(new Error('offline'))}>
          Магазин
        </IntentLink>,
      );
      await user.hover(screen.getByRole('link', { name: 'Магазин' }));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
