import { and, asc, desc, eq, inArray, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { events } from '@/lib/db/schema';
import type { EventKind, HistoryEntry } from './model';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Row = typeof events.$inferSelect;

/** A stored row as its typed entry: the kind's check constraint and recordEvent keep them in step. */
const entryOf = (row: Row): HistoryEntry => {
  const { seq, ...entry } = row;
  void seq; // only orders rows
  return entry as HistoryEntry;
};

/** What happened to a request (its lead, booking or AMC request), oldest first; `kinds` to narrow. */
export async function historyOfRequest(
  db: Db | Tx,
  leadId: string,
  kinds?: readonly EventKind[],
): Promise<HistoryEntry[]> {
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.requestId, leadId), kinds ? inArray(events.kind, [...kinds]) : undefined))
    .orderBy(asc(events.createdAt), asc(events.seq));
  return rows.map(entryOf);
}

/**
 * The latest events about settings whose subject starts with one of `prefixes` ('price:',
 * 'capacity:' or a whole subject), the last written first. By `seq`, not `created_at`: a time comes
 * from an instance's clock, two instances' clocks can disagree, and "the latest change" is the one
 * written last (a CI run listed an older capacity change above a newer one).
 */
export async function historyOfSubject(
  db: Db | Tx,
  prefixes: string | readonly string[],
  limit: number,
): Promise<HistoryEntry[]> {
  const list = typeof prefixes === 'string' ? [prefixes] : prefixes;
  const escape = (p: string) => p.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select()
    .from(events)
    .where(or(...list.map((p): SQL => like(events.subject, `${escape(p)}%`))))
    .orderBy(desc(events.seq))
    .limit(limit);
  return rows.map(entryOf);
}

/**
 * The latest events of one kind under a subject prefix (historyOfSubject), the last written first,
 * each as `row` reads it: a settings page's list of changes of one thing (prices, roles).
 */
export async function historyOfKind<K extends EventKind, R>(
  db: Db | Tx,
  prefix: string,
  kind: K,
  limit: number,
  row: (entry: Extract<HistoryEntry, { kind: K }>) => R,
): Promise<R[]> {
  const entries = await historyOfSubject(db, prefix, limit);
  return entries.flatMap((e) =>
    e.kind === kind ? [row(e as Extract<HistoryEntry, { kind: K }>)] : [],
  );
}
