import { isActivePath } from '@/components/layout/menu-config';
import { clampToViewport, movedBeyondThreshold } from '@/lib/ui/drag';

describe('clampToViewport', () => {
  const size = { width: 56, height: 56 };
  const viewport = { width: 1280, height: 800 };
  it.each([
    [{ x: 100, y: 100 }, { x: 100, y: 100 }],
    [{ x: -500, y: -500 }, { x: 8, y: 8 }],
    [{ x: 5000, y: 5000 }, { x: 1280 - 56 - 8, y: 800 - 56 - 8 }],
  ])('%o → %o', (position, expected) => expect(clampToViewport(position, size, viewport)).toEqual(expected));
});

describe('movedBeyondThreshold', () => {
  it('tells a click from a drag', () => {
    expect(movedBeyondThreshold({ x: 0, y: 0 }, { x: 3, y: 3 })).toBe(false);
    expect(movedBeyondThreshold({ x: 0, y: 0 }, { x: 4, y: 4 })).toBe(true);
  });
});

describe('isActivePath', () => {
  it.each([
    ['/', '/', true],
    ['/', '/orders', false],
    ['/catalog', '/catalog/products/5', true],
    ['/settings/main', '/settings/store', true],
    ['/shops', '/shopsx', false],
    ['/company', '/company/3', true],
  ])('%s is active on %s: %s', (href, pathname, expected) => expect(isActivePath(href, pathname)).toBe(expected));
});
