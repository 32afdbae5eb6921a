import 'server-only';
import { sql } from 'kysely';
import type { Store } from '../db';
import type { StoreSchema } from '../schema';

/**
 * Moves the BFF's data from one store to another — in practice from the SQLite file of a single
 * instance to the PostgreSQL several instances share (`npm run store:to-postgres`). Both are
 * already migrated to the same version (openStore), so the columns match; rows keep their ids,
 * and PostgreSQL's id counters are moved past them. All in one transaction of the target: a
 * failure leaves it as it was. The target must be empty, so running it twice cannot double rows.
 */

/** Every table of StoreSchema, with the column its rows are read in order of. */
export const STORE_TABLES = {
  audit_entries: 'id',
  order_notes: 'id',
  saved_views: 'id',
  user_sessions: 'sid',
} as const satisfies Record<keyof StoreSchema, string>;

export type TableName = keyof typeof STORE_TABLES;
export type Counts = Record<TableName, number>;

const BATCH = 1000;
const tables = Object.keys(STORE_TABLES) as TableName[];

export async function countRows(store: Store): Promise<Counts> {
  const counts = {} as Counts;
  for (const table of tables) {
    const { n } = await store.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    counts[table] = Number(n);
  }
  return counts;
}

export class TargetNotEmptyError extends Error {}

export async function copyStore(source: Store, target: Store): Promise<{ source: Counts; target: Counts }> {
  const already = await countRows(target);
  const filled = tables.filter((table) => already[table] > 0);
  if (filled.length > 0) throw new TargetNotEmptyError(`The target store already holds rows (${filled.map((t) => `${t}: ${already[t]}`).join(', ')}); nothing was copied`);

  await target.transaction().execute(async (trx) => {
    for (const table of tables) {
      const order = STORE_TABLES[table];
      for (let offset = 0; ; offset += BATCH) {
        // Typed per table by Kysely would need one branch each; the rows go across unchanged.
        const rows = await source.selectFrom(table).selectAll().orderBy(order).limit(BATCH).offset(offset).execute();
        if (rows.length === 0) break;
        await trx.insertInto(table).values(rows as never).execute();
        if (rows.length < BATCH) break;
      }
      if (order === 'id') {
        // Explicit ids do not move an identity column's counter: the next insert would collide.
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(trx);
      }
    }
  });
  return { source: await countRows(source), target: await countRows(target) };
}
