import { asc, eq, inArray } from 'drizzle-orm';
import { requestLines } from '@/lib/db/schema';
import type { PricedLine } from '@/lib/pricing/basket';
import type { UnitType } from '@/lib/pricing/price-list';
import type { Reader, Tx } from './create';

// A request's line items as the database holds them (table request_lines): written once, in the
// request's own transaction, from the lines the server priced; read back as the customer saw them.

/** Stores the priced lines of a request, in their order. */
export async function storeLines(tx: Tx, requestId: string, lines: readonly PricedLine[]) {
  if (!lines.length) return;
  await tx.insert(requestLines).values(
    lines.map((l, position) => ({
      requestId,
      position,
      priceId: l.priceId,
      unitType: l.unitType,
      count: l.count,
      unitPriceFils: l.unitPriceFils,
      discountPercent: l.discountPercent,
      kind: l.kind,
      listVersion: l.listVersion,
      lowFils: l.low,
      highFils: l.high,
    })),
  );
}

/** A request's lines as they were priced when it was stored, in their order. */
export async function linesOfRequest(db: Reader, requestId: string): Promise<PricedLine[]> {
  const rows = await db
    .select()
    .from(requestLines)
    .where(eq(requestLines.requestId, requestId))
    .orderBy(asc(requestLines.position));
  return rows.map(lineOfRow);
}

/** The lines of many requests (an export), by request, each in its order; one query per thousand. */
export async function linesOfRequests(db: Reader, requestIds: readonly string[]) {
  const byRequest = new Map<string, PricedLine[]>();
  for (let i = 0; i < requestIds.length; i += 1000) {
    const rows = await db
      .select()
      .from(requestLines)
      .where(inArray(requestLines.requestId, requestIds.slice(i, i + 1000)))
      .orderBy(asc(requestLines.requestId), asc(requestLines.position));
    for (const r of rows) {
      const list = byRequest.get(r.requestId) ?? [];
      list.push(lineOfRow(r));
      byRequest.set(r.requestId, list);
    }
  }
  return byRequest;
}

function lineOfRow(r: typeof requestLines.$inferSelect): PricedLine {
  return {
    priceId: r.priceId,
    unitType: r.unitType as UnitType | null,
    count: r.count,
    unitPriceFils: r.unitPriceFils,
    discountPercent: r.discountPercent,
    kind: r.kind,
    listVersion: r.listVersion,
    low: r.lowFils,
    high: r.highFils,
  };
}
