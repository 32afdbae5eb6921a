import { dockAt, freeBottom, intersects } from '@/lib/ui/drag';
import { parseDock, readDockText, writeDock, WIDGET_DOCK_KEY } from '@/lib/ui/widget-dock-store';

const PHONE = { width: 390, height: 844 };
const WIDGET = { width: 48, height: 48 };

describe('dockAt', () => {
  it('docks to the side the widget’s centre is nearer to, at the height it was let go', () => {
    expect(dockAt({ x: 40, y: 368 }, WIDGET, PHONE)).toEqual({ edge: 'left', bottom: 428 });
    expect(dockAt({ x: 200, y: 368 }, WIDGET, PHONE)).toEqual({ edge: 'right', bottom: 428 });
  });

  it('keeps the widget on screen', () => {
    expect(dockAt({ x: -100, y: -100 }, WIDGET, PHONE)).toEqual({ edge: 'left', bottom: 844 - 48 - 8 });
    expect(dockAt({ x: 900, y: 2000 }, WIDGET, PHONE)).toEqual({ edge: 'right', bottom: 8 });
  });
});

describe('freeBottom', () => {
  const span = { left: 316, right: 364, height: 48 };
  const limits = { minBottom: 8, maxBottom: 700 };
  const row = (top: number, bottom: number) => ({ left: 0, right: 390, top, bottom });

  it('stays where it is when nothing is under it', () => {
    expect(freeBottom(26, span, [], 844, limits)).toBe(26);
    // A control beside the widget's column is not under it.
    expect(freeBottom(26, span, [{ left: 0, right: 300, top: 700, bottom: 844 }], 844, limits)).toBe(26);
  });

  it('moves to the nearest place clear of the controls, with a 4 px gap', () => {
    // A row 44..84 px above the bottom: the widget goes below it if it fits, else above it.
    expect(freeBottom(26, span, [row(760, 800)], 844, limits)).toBe(90);
    // A row high above the bottom, the widget just under it: down is nearer.
    expect(freeBottom(300, span, [row(470, 520)], 844, limits)).toBe(272);
  });

  it('answers null when every place on that side covers a control', () => {
    expect(freeBottom(26, span, [row(0, 844)], 844, limits)).toBeNull();
  });

  it('intersects counts touching boxes within the gap', () => {
    expect(intersects({ left: 0, right: 10, top: 0, bottom: 10 }, { left: 12, right: 20, top: 0, bottom: 10 }, 4)).toBe(true);
    expect(intersects({ left: 0, right: 10, top: 0, bottom: 10 }, { left: 12, right: 20, top: 0, bottom: 10 }, 0)).toBe(false);
  });
});

describe('the remembered dock', () => {
  it('round-trips through storage and refuses anything else', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
    writeDock(storage, { edge: 'left', bottom: 120 });
    expect(store.get(WIDGET_DOCK_KEY)).toBe('{"edge":"left","bottom":120}');
    expect(parseDock(readDockText(storage))).toEqual({ edge: 'left', bottom: 120 });
    for (const text of [null, '', 'nope', '{"edge":"top","bottom":1}', '{"edge":"left","bottom":-5}', '{"edge":"left"}']) expect(parseDock(text)).toBeNull();
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readDockText(broken)).toBeNull();
    expect(() => writeDock(broken, { edge: 'right', bottom: 26 })).not.toThrow();
  });
});
