import { Rows } from './rows';

// The framework's floor for a list screen (bench/page-speed.mjs, PAGES_FLOOR=1): Next 16 and React
// 19 as the product builds them, one server-rendered page whose client part is fifteen rows of a
// link, a checkbox and a date, and nothing of the product (no layout, styles, session or data).
export default function FloorPage() {
  const rows = Array.from({ length: 15 }, (_, index) => ({ id: 10_000 + index, at: Date.UTC(2026, 11, 6, 9, index) }));
  return (
    <main>
      <h1>Заказы</h1>
      <Rows rows={rows} />
    </main>
  );
}
