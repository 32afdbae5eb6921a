import { render } from '@testing-library/react';
import { HashScroll } from '@/components/layout/hash-scroll';



describe('HashScroll', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('scrolls smoothly to the hash target after 100 ms, not before', () => {
    document.body.innerHTML = '<h2 id="раздел">Раздел</h2>';
    const target = document.getElementById('раздел')!;
    target.scrollIntoView = jest.fn();
    window.history.replaceState(null, '', '/company#%D1%80%D0%B0%D0%B7%D0%B4%D0%B5%D0%BB');
    render(<HashScroll />);
    jest.advanceTimersByTime(99);
    expect(target.scrollIntoView).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });
});
