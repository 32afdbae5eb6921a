import { act, fireEvent, render, screen } from '@testing-library/react';
import { ScrollRegion, scrollHints } from '@/components/ui/scroll-region';

/** jsdom lays nothing out: the box's sizes are stated, as a browser would measure them. */
function setSizes(element: HTMLElement, sizes: { scrollLeft?: number; scrollWidth: number; clientWidth: number }) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: sizes.scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: sizes.clientWidth });
  Object.defineProperty(element, 'scrollLeft', { configurable: true, writable: true, value: sizes.scrollLeft ?? 0 });
}

const hints = (container: HTMLElement) => [...container.querySelectorAll('[data-scroll-hint]')].map((hint) => hint.getAttribute('data-scroll-hint'));

describe('scrollHints', () => {
  it('shows no hint when the content fits, or overflows by a rounding pixel', () => {
    expect(scrollHints({ scrollLeft: 0, scrollWidth: 358, clientWidth: 358 })).toEqual({ start: false, end: false });
    expect(scrollHints({ scrollLeft: 0, scrollWidth: 359, clientWidth: 358 })).toEqual({ start: false, end: false });
  });

  it('points to the side that hides content', () => {
    expect(scrollHints({ scrollLeft: 0, scrollWidth: 839, clientWidth: 358 })).toEqual({ start: false, end: true });
    expect(scrollHints({ scrollLeft: 200, scrollWidth: 839, clientWidth: 358 })).toEqual({ start: true, end: true });
    // Scrolled to the end, half a pixel short of it as a browser may stop.
    expect(scrollHints({ scrollLeft: 480.5, scrollWidth: 839, clientWidth: 358 })).toEqual({ start: true, end: false });
  });
});

describe('ScrollRegion', () => {
  const original = globalThis.ResizeObserver;
  let resized: (() => void) | null = null;

  beforeEach(() => {
    resized = null;
    globalThis.ResizeObserver = class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });

  afterEach(() => {
    globalThis.ResizeObserver = original;
  });

  it('is a named, focusable region marked for the phone check, with no hint while its content fits', () => {
    const { container } = render(
      <ScrollRegion label="Платежи">
        <table>
          <tbody>
            <tr>
              <td>1</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Платежи' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAttribute('data-scroll-region');
    expect(hints(container)).toEqual([]);
  });

  it('is no region of its own when its content is focusable (tabs)', () => {
    render(
      <ScrollRegion>
        <button type="button">Основное</button>
      </ScrollRegion>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Основное' }).parentElement).toHaveAttribute('data-scroll-region');
  });

  it('shows the end hint when the content grows wider than the box, and follows the scroll', () => {
    const { container } = render(
      <ScrollRegion label="Платежи">
        <p>Широкая таблица</p>
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Платежи' });
    expect(hints(container)).toEqual([]);

    setSizes(region, { scrollWidth: 839, clientWidth: 358 });
    act(() => resized!());
    expect(hints(container)).toEqual(['end']);

    region.scrollLeft = 200;
    fireEvent.scroll(region);
    expect(hints(container)).toEqual(['start', 'end']);

    region.scrollLeft = 481;
    fireEvent.scroll(region);
    expect(hints(container)).toEqual(['start']);

    // The box widened (a phone turned sideways): everything fits again.
    setSizes(region, { scrollLeft: 0, scrollWidth: 839, clientWidth: 839 });
    act(() => resized!());
    expect(hints(container)).toEqual([]);
  });

  it('measures on the window resize where there is no ResizeObserver', () => {
    globalThis.ResizeObserver = undefined as unknown as typeof ResizeObserver;
    const { container } = render(
      <ScrollRegion label="Платежи">
        <p>Широкая таблица</p>
      </ScrollRegion>,
    );
    setSizes(screen.getByRole('region', { name: 'Платежи' }), { scrollWidth: 600, clientWidth: 358 });
    fireEvent(window, new Event('resize'));
    expect(hints(container)).toEqual(['end']);
  });
});
