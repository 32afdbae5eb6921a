import { render } from '@testing-library/react';
import { LineIcon, type LineIconName } from '@/components/ui/line-icon';

describe('LineIcon', () => {
  it('is decorative: hidden from assistive technology, out of the tab order', () => {
    const { container } = render(<LineIcon name="home" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    // The stylesheet gives the default size and the stroke: nothing else repeated in every page's HTML.
    expect(svg).not.toHaveAttribute('width');
    expect(svg.querySelector('path')!.getAttributeNames()).toEqual(['d']);
  });

  it('takes a size, a class and the view box of the icons drawn on another grid', () => {
    const { container } = render(
      <>
        <LineIcon name="chevron" size={12} className="extra" />
        <LineIcon name="sort-ascending" />
      </>,
    );
    const [chevron, sort] = [...container.querySelectorAll('svg')];
    expect(chevron).toHaveAttribute('width', '12');
    expect(chevron).toHaveAttribute('height', '12');
    expect(chevron).toHaveAttribute('viewBox', '0 0 12 12');
    expect(chevron).toHaveClass('extra');
    expect(sort).toHaveAttribute('viewBox', '0 0 12 16');
    expect(sort).toHaveClass('filled');
  });

  it.each<LineIconName>(['home', 'trash', 'search', 'calendar', 'sort'])('draws «%s» as one well-formed path', (name) => {
    const { container } = render(<LineIcon name={name} />);
    const d = container.querySelector('path')!.getAttribute('d')!;
    expect(d).toMatch(/^M[\d.]+[ ,]?[\d.]+/);
    expect(d).not.toMatch(/undefined|NaN/);
  });
});
