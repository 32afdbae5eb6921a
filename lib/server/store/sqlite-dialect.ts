import 'server-only';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';

/**
 * Kysely's SQLite dialect over Node's own `node:sqlite` (no native module to compile or ship).
 * Kysely expects better-sqlite3's statement shape; this is the whole of the difference:
 * parameters are spread instead of passed as an array, and whether a statement returns rows is
 * read from its columns (so `RETURNING` and raw selects are routed like Kysely's other dialects).
 */
export function nodeSqliteDialect(database: DatabaseSync): SqliteDialect {
  const adapted: SqliteDatabase = {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      const statement = database.prepare(sql);
      const args = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqlite);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...args(parameters)),
        run: (parameters) => {
          const { changes, lastInsertRowid } = statement.run(...args(parameters));
          return { changes, lastInsertRowid };
        },
        iterate: (parameters) => statement.iterate(...args(parameters)) as IterableIterator<unknown>,
      };
    },
  };
  return new SqliteDialect({ database: adapted });
}

/** node:sqlite binds numbers, strings, bigints, buffers and null; a boolean is stored as 0/1. */
function toSqlite(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}
