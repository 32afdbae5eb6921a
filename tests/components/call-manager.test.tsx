import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CallManager } from '@/components/layout/call-manager';
import { server, withHandlers } from '../harness';

let calls = 0;
withHandlers(
  http.get('*/dashboard/v1/chief/application/call-for-help', () => {
    calls += 1;
    return HttpResponse.json({ data: { message: 'Заявка принята' } });
  }),
);

// jsdom has no PointerEvent; without it fireEvent drops clientX/clientY.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}

beforeAll(() => {
  if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: TestPointerEvent });
});
afterEach(() => {
  calls = 0;
});

describe('CallManager', () => {
  it('starts 26 px from the bottom-right corner', () => {
    render(<CallManager />);
    const widget = screen.getByRole('button', { name: 'Связаться с менеджером' });
    expect(widget).toHaveStyle({ right: '26px', bottom: '26px' });
  });

  it('sends the request on a click and confirms it with a popup', async () => {
    render(<CallManager />);
    await userEvent.click(screen.getByRole('button', { name: 'Связаться с менеджером' }));
    expect(await screen.findByRole('dialog', { name: 'Заявка отправлена' })).toBeInTheDocument();
    expect(calls).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Хорошо' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('works from the keyboard', async () => {
    render(<CallManager />);
    screen.getByRole('button', { name: 'Связаться с менеджером' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Заявка отправлена' })).toBeInTheDocument();
  });

  it('moves on a drag instead of sending', () => {
    render(<CallManager />);
    const widget = screen.getByRole('button', { name: 'Связаться с менеджером' });
    fireEvent.pointerDown(widget, { clientX: 500, clientY: 500, pointerId: 1 });
    fireEvent.pointerMove(widget, { clientX: 300, clientY: 350, pointerId: 1 });
    fireEvent.pointerUp(widget, { clientX: 300, clientY: 350, pointerId: 1 });
    expect(widget.style.left).not.toBe('');
    expect(widget.style.right).toBe('auto');
    expect(calls).toBe(0);
  });

  it('only logs a failure (§8)', async () => {
    server.use(http.get('*/dashboard/v1/chief/application/call-for-help', () => HttpResponse.json({ error: 'Ошибка' }, { status: 500 })));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<CallManager />);
    await userEvent.click(screen.getByRole('button', { name: 'Связаться с менеджером' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    log.mockRestore();
  });
});
