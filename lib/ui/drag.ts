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
