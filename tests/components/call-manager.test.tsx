import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CallManager } from '@/components/layout/call-manager';
import { WIDGET_DOCK_KEY } from '@/lib/ui/widget-dock-store';
import { server, withHandlers } from '../harness';
import { settleLazy } from '../helpers/lazy';

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
  window.localStorage.clear();
  jest.restoreAllMocks();
});

const widget = () => screen.getByRole('button', { name: 'Связаться с менеджером' });

/** A phone's screen, the widget 48 px square, and `boxes` for the page's other elements. */
function layout(boxes: Map<Element, Partial<DOMRect>>) {
  Object.assign(window, { innerWidth: 390, innerHeight: 844 });
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const own = this.getAttribute('aria-label') === 'Связаться с менеджером' ? { width: 48, height: 48 } : boxes.get(this);
    const box = { left: 0, top: 0, right: 0, bottom: 0, width: 0, height: 0, ...own };
    return { ...box, x: box.left, y: box.top, toJSON: () => box } as DOMRect;
  });
}

describe('CallManager', () => {
  it('starts 26 px from the bottom-right corner', async () => {
    render(<CallManager />);
    // The confirmation popup's code arrives after the first render.
    await settleLazy();
    expect(widget()).toHaveStyle({ right: '26px', bottom: '26px' });
  });

  it('a press opens a small form and sends nothing; «Отправить» sends once and a popup confirms it', async () => {
    render(<CallManager />);
    await userEvent.click(widget());
    const form = screen.getByRole('dialog', { name: 'Связаться с менеджером' });
    expect(form).toBeInTheDocument();
    expect(calls).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('dialog', { name: 'Заявка отправлена' })).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(form).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Хорошо' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('«Отмена» closes the form without a request and gives the focus back to the widget', async () => {
    render(<CallManager />);
    await userEvent.click(widget());
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(widget()).toHaveFocus();
    expect(calls).toBe(0);
  });

  it('works from the keyboard: Enter opens the form on «Отправить», Escape closes it', async () => {
    render(<CallManager />);
    widget().focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Отправить' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(widget()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Заявка отправлена' })).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('moves on a drag instead of opening, docks to the nearer side and keeps that place on this device', () => {
    layout(new Map());
    const { unmount } = render(<CallManager />);
    // The mocked widget's box is at 0,0: a press at 20,20 and a move to 60,388 drag it to 40,368.
    fireEvent.pointerDown(widget(), { clientX: 20, clientY: 20, pointerId: 1 });
    fireEvent.pointerMove(widget(), { clientX: 60, clientY: 388, pointerId: 1 });
    expect(widget().style.right).toBe('auto');
    fireEvent.pointerUp(widget(), { clientX: 60, clientY: 388, pointerId: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toBe(0);
    // Let go with its top at 368 px: docked left, 844 - 48 - 368 = 428 px from the bottom.
    expect(widget()).toHaveStyle({ left: '26px', bottom: '428px' });
    expect(JSON.parse(window.localStorage.getItem(WIDGET_DOCK_KEY)!)).toEqual({ edge: 'left', bottom: 428 });
    unmount();
    render(<CallManager />);
    expect(widget()).toHaveStyle({ left: '26px', bottom: '428px' });
  });

  it('slides up out of the way of a control under it, and back when the control is gone', async () => {
    const boxes = new Map<Element, Partial<DOMRect>>();
    layout(boxes);
    const { rerender } = render(
      <>
        <button type="button">Удалить</button>
        <CallManager />
      </>,
    );
    // A full-width row of controls 44 to 84 px above the bottom, where the widget sits.
    boxes.set(screen.getByRole('button', { name: 'Удалить' }), { left: 0, right: 390, top: 760, bottom: 800, width: 390, height: 40 });
    act(() => void window.dispatchEvent(new Event('scroll')));
    // Clear of it with a 4 px gap: its bottom at 844 - 90 = 754 px.
    await waitFor(() => expect(widget()).toHaveStyle({ right: '26px', bottom: '90px' }));
    rerender(<CallManager />);
    await waitFor(() => expect(widget()).toHaveStyle({ right: '26px', bottom: '26px' }));
  });

  it.each([
    ['a heading', <h1 key="h">Активные сеансы</h1>, () => screen.getByRole('heading', { name: 'Активные сеансы' })],
    ['a status badge or a total', <span key="b" data-keep-clear="">Новый</span>, () => screen.getByText('Новый')],
  ])('slides out of the way of %s as well, not only of controls', async (_what, element, target) => {
    const boxes = new Map<Element, Partial<DOMRect>>();
    layout(boxes);
    render(
      <>
        {element}
        <CallManager />
      </>,
    );
    boxes.set(target(), { left: 0, right: 390, top: 760, bottom: 800, width: 390, height: 40 });
    act(() => void window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(widget()).toHaveStyle({ right: '26px', bottom: '90px' }));
  });

  it('only logs a failure (§8)', async () => {
    server.use(http.get('*/dashboard/v1/chief/application/call-for-help', () => HttpResponse.json({ error: 'Ошибка' }, { status: 500 })));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<CallManager />);
    await userEvent.click(widget());
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('dialog', { name: 'Заявка отправлена' })).not.toBeInTheDocument();
  });
});
