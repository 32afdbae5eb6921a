'use client';

import Link from 'next/link';
import { useState } from 'react';

export function Rows({ rows }: { rows: { id: number; at: number }[] }) {
  const [picked, setPicked] = useState<number[]>([]);
  return (
    <table>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>
              <input
                type="checkbox"
                aria-label={`Выбрать заказ № ${row.id}`}
                checked={picked.includes(row.id)}
                onChange={() => setPicked((ids) => (ids.includes(row.id) ? ids.filter((id) => id !== row.id) : [...ids, row.id]))}
              />
            </td>
            <td>
              <Link href={`/orders/${row.id}`} prefetch={false}>
                Заказ № {row.id}
              </Link>
            </td>
            <td>{new Date(row.at).toISOString().slice(0, 16).replace('T', ' ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
