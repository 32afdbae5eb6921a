import { useSyncExternalStore } from 'react';
import { storageSignal } from '../ui/storage-signal';

/**
 * Opt-in browser notifications and a chime for new orders, off by default and stored per
 * device (localStorage): a shared till computer and a manager's phone choose differently.
 */

export const NOTIFY_KEY = 'bo.notifyNewOrders';
const CHIMED_KEY = 'bo.orderChimedLast';
const stored = storageSignal();

export function readNotifyNewOrders(): boolean {
  try {
    return window.localStorage.getItem(NOTIFY_KEY) === '1';
  } catch {
    return false;
  }
}

/** Turning it on asks for the browser's permission; refused, the chime still plays. */
export async function setNotifyNewOrders(on: boolean): Promise<void> {
  try {
    if (on) window.localStorage.setItem(NOTIFY_KEY, '1');
    else window.localStorage.removeItem(NOTIFY_KEY);
  } catch {
    // Storage unavailable (private mode): the switch cannot be kept.
  }
  stored.notify();
  if (on && typeof Notification !== 'undefined' && Notification.permission === 'default') {
    await Notification.requestPermission().catch(() => 'denied');
  }
}

export function useNotifyNewOrders(): boolean {
  return useSyncExternalStore(stored.subscribe, readNotifyNewOrders, () => false);
}

/**
 * A notification and a short chime for a new order (or a burst of `count`, named by its newest), when this device opted in. Every open tab
 * hears the order: the notification's tag makes the browser show it once, and the first tab to
 * mark the order in storage is the one that chimes.
 */
export function announceNewOrder(order: { id: number; number: string }, count = 1): void {
  if (!readNotifyNewOrders()) return;
  try {
    if (window.localStorage.getItem(CHIMED_KEY) === String(order.id)) return;
    window.localStorage.setItem(CHIMED_KEY, String(order.id));
  } catch {
    // Without storage each tab chimes.
  }
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    try {
      // A burst is one notification, as it is one toast (lib/live/order-burst.ts).
      new Notification(count > 1 ? `Новых заказов: ${count}` : `Новый заказ №${order.number}`, { tag: `order-${order.id}` });
    } catch {
      // Some mobile browsers allow notifications from a service worker only.
    }
  }
  chime();
}

function chime(): void {
  const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  try {
    const context = new Context();
    const gain = context.createGain();
    gain.gain.setValueAtTime(0.15, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.6);
    gain.connect(context.destination);
    for (const [frequency, at] of [
      [880, 0],
      [1320, 0.15],
    ] as const) {
      const tone = context.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(context.currentTime + at);
      tone.stop(context.currentTime + at + 0.3);
    }
    setTimeout(() => void context.close(), 1000);
  } catch {
    // Autoplay rules may refuse sound before the user touched the page.
  }
}
