/** @jest-environment node */
import fc from 'fast-check';
import { burstText, orderBurst, type Burst, type BurstOrder } from '@/lib/live/order-burst';

/** Jest's modern fake timers move Date.now() with the timers. */
function fakeTime() {
  return { advance: (ms: number) => jest.advanceTimersByTime(ms) };
}

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => jest.useRealTimers());

const order = (id: number): BurstOrder => ({ id, number: String(10_000 + id) });

describe('orderBurst: new orders announced by burst', () => {
  it('one order is one notice naming it', () => {
    const time = fakeTime();
    const bursts: Burst<BurstOrder>[] = [];
    const burst = orderBurst((b) => bursts.push(b), { shownMs: 10_000 });
    burst.add(order(1));
    expect(bursts).toHaveLength(0);
    time.advance(500);
    expect(bursts).toEqual([{ orders: [order(1)], total: 1, continues: false, notice: 1, named: [order(1)] }]);
    expect(burstText(1, order(1))).toBe('Новый заказ №10001');
  });

  it('thirty orders arriving together are one notice counting them', () => {
    const time = fakeTime();
    const bursts: Burst<BurstOrder>[] = [];
    const burst = orderBurst((b) => bursts.push(b), { shownMs: 10_000 });
    for (let id = 1; id <= 30; id += 1) burst.add(order(id));
    time.advance(500);
    expect(bursts).toHaveLength(1);
    expect(bursts[0]!.total).toBe(30);
    expect(burstText(30, null)).toBe('Новых заказов: 30');
  });

  it('a long import keeps one notice counting up while it is shown, and a later order starts a new one', () => {
    const time = fakeTime();
    const bursts: Burst<BurstOrder>[] = [];
    const burst = orderBurst((b) => bursts.push(b), { shownMs: 10_000 });
    let id = 0;
    for (let second = 0; second < 20; second += 1) {
      for (let i = 0; i < 100; i += 1) burst.add(order((id += 1)));
      time.advance(1000);
    }
    time.advance(500);
    expect(bursts.every((b, index) => b.continues === index > 0)).toBe(true);
    expect(bursts.at(-1)!.total).toBe(2000);
    time.advance(20_000);
    burst.add(order((id += 1)));
    time.advance(500);
    expect(bursts.at(-1)).toEqual({ orders: [order(id)], total: 1, continues: false, notice: 2, named: [order(id)] });
  });

  it('counts every order exactly once, however they arrive', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30_000 }), { maxLength: 60 }), (gaps) => {
        const time = fakeTime();
        const bursts: Burst<BurstOrder>[] = [];
        const burst = orderBurst((b) => bursts.push(b), { shownMs: 10_000 });
        gaps.forEach((gap, index) => {
          time.advance(gap);
          burst.add(order(index + 1));
        });
        time.advance(500);
        expect(bursts.flatMap((b) => b.orders.map((o) => o.id))).toEqual(gaps.map((_, index) => index + 1));
      }),
    );
  });

  it('stop() drops what is pending', () => {
    const time = fakeTime();
    const bursts: Burst<BurstOrder>[] = [];
    const burst = orderBurst((b) => bursts.push(b), { shownMs: 10_000 });
    burst.add(order(1));
    burst.stop();
    time.advance(5000);
    expect(bursts).toEqual([]);
  });
});
