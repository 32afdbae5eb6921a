/**
 * New orders are announced by burst, not one by one: thirty orders arriving together (an import,
 * a lunch rush) are one notice «Новых заказов: 30 — показать», not thirty toasts over the
 * screen's buttons. Orders that arrive within `windowMs` of the first of a burst are gathered;
 * a burst that follows while the previous notice is still shown adds to its count, so a long
 * import keeps one notice counting up.
 */

export interface BurstOrder {
  id: number;
  number: string;
}

export interface Burst<T extends BurstOrder> {
  /** The orders of this burst, oldest first. */
  orders: T[];
  /** How many orders the shown notice counts, this burst's included. */
  total: number;
  /** Whether this burst continues the notice already shown (update it) or starts a new one. */
  continues: boolean;
  /** Which notice this is (1, 2, …): a continued burst keeps its number, so the toast is updated. */
  notice: number;
  /** The notice's orders while it counts at most `nameUpTo` (each is named); [] past that. */
  named: T[];
}

export interface BurstOptions {
  /** How long after a burst's first order its last may come (default 500 ms: the live watcher hands a poll's orders over at once). */
  windowMs?: number;
  /** How long a notice stays, during which a next burst adds to it (the toast's timeout). */
  shownMs: number;
  /** Up to this many orders a notice names each (default 3). */
  nameUpTo?: number;
}

export function orderBurst<T extends BurstOrder>(onBurst: (burst: Burst<T>) => void, options: BurstOptions): { add: (order: T) => void; stop: () => void } {
  const windowMs = options.windowMs ?? 500;
  let pending: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const nameUpTo = options.nameUpTo ?? 3;
  let shownUntil = 0;
  let shownTotal = 0;
  let notice = 0;
  let named: T[] = [];

  const flush = () => {
    timer = undefined;
    const orders = pending;
    pending = [];
    if (orders.length === 0) return;
    const continues = Date.now() < shownUntil;
    if (!continues) {
      notice += 1;
      named = [];
    }
    shownTotal = (continues ? shownTotal : 0) + orders.length;
    named = shownTotal <= nameUpTo ? [...named, ...orders] : [];
    shownUntil = Date.now() + options.shownMs;
    onBurst({ orders, total: shownTotal, continues, notice, named });
  };

  return {
    add(order) {
      pending.push(order);
      timer ??= setTimeout(flush, windowMs);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      pending = [];
    },
  };
}

/** The notice's text for `total` orders: one order by its number, several by their count. */
export function burstText(total: number, single: BurstOrder | null): string {
  return total === 1 && single ? `Новый заказ №${single.number}` : `Новых заказов: ${total}`;
}
