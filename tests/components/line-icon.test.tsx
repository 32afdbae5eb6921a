import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { LINE_ICONS, LineIcon } from '@/components/ui/line-icon';

const css = readFileSync(path.join(__dirname, '../../components/ui/line-icon.module.css'), 'utf8');
/** Each `.icon[data-icon='name']` rule's name and the SVG of its mask. */
const rules = [...css.matchAll(/\.icon\[data-icon='([a-z-]+)'\] \{\s*--line-icon: url\("data:image\/svg\+xml,([^"]+)"\);\s*\}/g)].map(
  ([, name, data]) => ({ name: name!, svg: decodeURIComponent(data!) }),
);

describe('LineIcon', () => {
  it('draws every name it accepts, and names nothing it cannot draw', () => {
    expect(rules.map((rule) => rule.name).sort()).toEqual([...LINE_ICONS].sort());
  });

  it.each(rules)('the mask of «$name» is a well-formed SVG with a view box', ({ svg }) => {
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    expect(doc.documentElement.querySelectorAll('path, circle').length).toBeGreaterThan(0);
  });

  it('is decorative: hidden from assistive technology, its size given only when not the default', () => {
    const { container } = render(
      <>
        <LineIcon name="home" />
        <LineIcon name="trash" size={14} className="extra" />
      </>,
    );
    const [home, trash] = [...container.querySelectorAll('span')];
    expect(home).toHaveAttribute('aria-hidden', 'true');
    expect(home).toHaveAttribute('data-icon', 'home');
    expect(home).not.toHaveAttribute('style');
    expect(trash).toHaveStyle({ width: '14px', height: '14px' });
    expect(trash).toHaveClass('extra');
  });
});
