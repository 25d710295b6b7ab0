import { sql } from 'drizzle-orm';
import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

// Column helpers every table file shares.

/** SQL list of string literals for a check constraint: ('a', 'b'). The values are our own constants. */
export const sqlList = (values: readonly string[]) =>
  sql.raw(`(${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`);

/** A point in time, with its zone, read as a Date. */
export function timestamptz(name: string) {
  return timestamp(name, { withTimezone: true, mode: 'date' });
}

/** A row's own id: a random UUID the database draws. */
export function uuidPrimaryKey() {
  return uuid('id').primaryKey().defaultRandom();
}

/** When the row was written (created_at, set by the database). */
export function createdAtNow() {
  return timestamptz('created_at').notNull().defaultNow();
}

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
