import type { Dock } from './drag';

/**
 * Where the call widget was docked on this device (localStorage): a phone and a desktop have
 * different free corners, so the place is remembered per browser, not per account.
 */
export const WIDGET_DOCK_KEY = 'call-widget-dock';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export function readDockText(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(WIDGET_DOCK_KEY) ?? null;
  } catch {
    // Storage can be disabled (private mode, policies): the widget starts at its corner.
    return null;
  }
}

export function parseDock(text: string | null): Dock | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const { edge, bottom } = value as Record<string, unknown>;
    if ((edge !== 'left' && edge !== 'right') || typeof bottom !== 'number' || !Number.isFinite(bottom) || bottom < 0) return null;
    return { edge, bottom };
  } catch {
    return null;
  }
}

export function writeDock(storage: Storage | undefined, dock: Dock): void {
  try {
    storage?.setItem(WIDGET_DOCK_KEY, JSON.stringify(dock));
  } catch {
    // Not remembered this time; the widget still moves.
  }
}
