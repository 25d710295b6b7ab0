import 'server-only';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { requireStaff } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { leadEvents, leads } from '@/lib/db/schema';
import { recordKinds, leadStatuses, type LeadStatus } from './model';

// Data access for the admin inbox. Every function checks the admin role itself: a page, an action
// or a route that forgot to check still gets nothing.

export const PAGE_SIZE = 25;

const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const inboxFilterSchema = z.object({
  kind: optional(z.enum(recordKinds)),
  status: optional(z.enum(leadStatuses)),
  emirate: optional(z.string().max(40)),
  service: optional(z.string().max(80)),
  from: optional(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
  to: optional(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
  q: optional(z.string().trim().max(100)),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export type InboxFilter = z.infer<typeof inboxFilterSchema>;

/** Filters from a query string; anything malformed is ignored rather than failing the page. */
export function parseInboxFilter(
  params: Record<string, string | string[] | undefined>,
): InboxFilter {
  const flat = Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]),
  );
  const parsed = inboxFilterSchema.safeParse(flat);
  return parsed.success ? parsed.data : { page: 1 };
}

function where(f: InboxFilter): SQL | undefined {
  const like = f.q ? `%${f.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    f.kind ? eq(leads.kind, f.kind) : undefined,
    f.status ? eq(leads.status, f.status) : undefined,
    f.emirate ? eq(leads.emirate, f.emirate) : undefined,
    f.service ? eq(leads.service, f.service) : undefined,
    f.from ? gte(leads.createdAt, new Date(`${f.from}T00:00:00+04:00`)) : undefined,
    f.to
      ? lt(leads.createdAt, new Date(new Date(`${f.to}T00:00:00+04:00`).getTime() + 86_400_000))
      : undefined,
    like
      ? or(
          ilike(leads.name, like),
          ilike(leads.email, like),
          ilike(leads.phone, like.replace(/\s/g, '')),
        )
      : undefined,
  );
}

export async function listLeads(f: InboxFilter) {
  await requireStaff();
  const { db } = await getDb();
  const condition = where(f);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(condition)
      .orderBy(desc(leads.createdAt))
      .limit(PAGE_SIZE)
      .offset((f.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(leads).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function statusCounts(): Promise<Record<LeadStatus, number>> {
  await requireStaff();
  const { db } = await getDb();
  const rows = await db
    .select({ status: leads.status, n: count() })
    .from(leads)
    .groupBy(leads.status);
  return Object.fromEntries(
    leadStatuses.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0]),
  ) as Record<LeadStatus, number>;
}

export async function getLead(id: string) {
  await requireStaff();
  if (!z.uuid().safeParse(id).success) return null;
  const { db } = await getDb();
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  if (!lead) return null;
  const events = await db
    .select()
    .from(leadEvents)
    .where(eq(leadEvents.leadId, id))
    .orderBy(desc(leadEvents.createdAt));
  return { lead, events };
}

/** All leads matching the filter (no paging), for the CSV export. */
export async function exportLeads(f: InboxFilter) {
  await requireStaff();
  const { db } = await getDb();
  return db.select().from(leads).where(where(f)).orderBy(desc(leads.createdAt)).limit(50_000);
}

export const statusChangeSchema = z.object({
  id: z.uuid(),
  status: z.enum(leadStatuses),
  note: z.string().trim().max(1000).optional(),
});

/** Changes a lead's status and records who did it, in one transaction. */
export async function changeStatus(input: z.infer<typeof statusChangeSchema>) {
  const admin = await requireStaff();
  const { db } = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: leads.status })
      .from(leads)
      .where(eq(leads.id, input.id))
      .for('update');
    if (!current) return false;
    await tx
      .update(leads)
      .set({ status: input.status, updatedAt: new Date() })
      .where(eq(leads.id, input.id));
    await tx.insert(leadEvents).values({
      leadId: input.id,
      fromStatus: current.status,
      toStatus: input.status,
      note: input.note || null,
      actorEmail: admin.email,
    });
    return true;
  });
}
