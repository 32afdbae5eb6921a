/** Pure geometry of a dragged floating element: keep it fully on screen. */
export interface Point {
  x: number;
  y: number;
}

export function clampToViewport(position: Point, size: { width: number; height: number }, viewport: { width: number; height: number }, margin = 8): Point {
  return {
    x: Math.min(Math.max(position.x, margin), Math.max(margin, viewport.width - size.width - margin)),
    y: Math.min(Math.max(position.y, margin), Math.max(margin, viewport.height - size.height - margin)),
  };
}

/** A press that moved less than this is a click, not a drag. */
export const DRAG_THRESHOLD_PX = 5;

export function movedBeyondThreshold(from: Point, to: Point): boolean {
  return Math.hypot(to.x - from.x, to.y - from.y) >= DRAG_THRESHOLD_PX;
}

/** A floating widget resting against a side of the screen, at a distance from the bottom. */
export interface Dock {
  edge: 'left' | 'right';
  /** From the viewport's bottom to the widget's bottom, in px. */
  bottom: number;
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Where a dropped widget docks: the side its centre is nearer to, at the height it was let go
 * (kept on screen). A widget left in the middle of the screen would sit over the content.
 */
export function dockAt(position: Point, size: { width: number; height: number }, viewport: { width: number; height: number }, margin = 8): Dock {
  const edge = position.x + size.width / 2 < viewport.width / 2 ? 'left' : 'right';
  const top = Math.min(Math.max(position.y, margin), Math.max(margin, viewport.height - size.height - margin));
  return { edge, bottom: Math.round(viewport.height - size.height - top) };
}

export function intersects(a: Box, b: Box, gap = 0): boolean {
  return a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;
}

/**
 * The distance from the bottom nearest to `preferred` at which a widget of `height`, spanning
 * `left`..`right`, covers none of `obstacles` (the controls on screen), searching up and down
 * in `step` px within `minBottom`..`maxBottom`; null when every place there covers one.
 */
export function freeBottom(
  preferred: number,
  span: { left: number; right: number; height: number },
  obstacles: readonly Box[],
  viewportHeight: number,
  limits: { minBottom: number; maxBottom: number },
  step = 4,
  gap = 4,
): number | null {
  const boxAt = (bottom: number): Box => ({ left: span.left, right: span.right, top: viewportHeight - bottom - span.height, bottom: viewportHeight - bottom });
  const free = (bottom: number) => !obstacles.some((obstacle) => intersects(boxAt(bottom), obstacle, gap));
  const start = Math.min(Math.max(preferred, limits.minBottom), limits.maxBottom);
  for (let offset = 0; start + offset <= limits.maxBottom || start - offset >= limits.minBottom; offset += step) {
    if (start - offset >= limits.minBottom && free(start - offset)) return start - offset;
    if (start + offset <= limits.maxBottom && free(start + offset)) return start + offset;
  }
  return null;
}
