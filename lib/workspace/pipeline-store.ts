import { dubaiToday } from '@/lib/clock';
import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { z } from 'zod';
import type { Db as Database } from '@/lib/db/connect';
import { amcRequests, bookings, events, leads, technicians } from '@/lib/db/schema';
import { bookingStatuses, type BookingStatus } from '@/lib/booking/model';
import { recordKinds, leadStatuses, type LeadStatus } from '@/lib/leads/model';
import { normalisePhone } from '@/lib/requests/phone';
import { leadIdStart } from '@/lib/leads/reference';

// The pipeline's data, given a database: every lead (contact, quote, call-back, booking, AMC) with the
// status its customer sees, searched and filtered (what staff do to one: ./pipeline-writes.ts). No
// role check here: lib/workspace/pipeline.ts checks the viewer, then calls these; the tests call them
// on both databases directly.

export const PAGE_SIZE = 25;

/** Every status a customer can see: a booking's own, or (any other lead) the lead's. */
export const shownStatuses = [...leadStatuses, ...bookingStatuses] as const;
export type ShownStatus = (typeof shownStatuses)[number];
const isLeadStatus = (s: ShownStatus): s is LeadStatus =>
  (leadStatuses as readonly string[]).includes(s);

/** Finished with: no follow-up is owed, so never overdue. */
const closedLeadStatuses: LeadStatus[] = ['won', 'lost'];
const closedBookingStatuses: BookingStatus[] = ['done', 'cancelled', 'no_show'];

const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const pipelineFilterSchema = z.object({
  kind: optional(z.enum(recordKinds)),
  status: optional(z.enum(shownStatuses)),
  emirate: optional(z.string().max(40)),
  service: optional(z.string().max(80)),
  from: optional(isoDate),
  to: optional(isoDate),
  q: optional(z.string().trim().max(100)),
  overdue: optional(z.literal('1')),
  /** A technician's id, or 'none' for bookings nobody is assigned to yet. */
  technician: optional(z.union([z.literal('none'), z.uuid()])),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type PipelineFilter = z.infer<typeof pipelineFilterSchema>;

/** Filters from a query string, each on its own: a malformed one is dropped, the others kept. */
export function parsePipelineFilter(
  params: Record<string, string | string[] | undefined>,
): PipelineFilter {
  const flat = Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]),
  );
  const out: Record<string, unknown> = { page: 1 };
  for (const [key, field] of Object.entries(pipelineFilterSchema.shape)) {
    const parsed = field.safeParse(flat[key]);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  return out as PipelineFilter;
}

const dubaiMidnight = (date: string) => new Date(`${date}T00:00:00+04:00`);

/**
 * What the search box means: a booking, AMC or other request's reference (RQ-…, lib/leads/reference.ts), an e-mail, a phone number in any form people
 * type in the UAE (050…, +971…, 00971…, Arabic digits), else part of a name or an e-mail. The first
 * three read an index (a unique reference, lower(email), phone).
 */
function searchCondition(q: string): SQL | undefined {
  const reference = q.trim().toUpperCase();
  if (/^BK-[A-Z0-9]{4,12}$/.test(reference)) return eq(bookings.reference, reference);
  if (/^AMC-[A-Z0-9]{4,12}$/.test(reference)) return eq(amcRequests.reference, reference);
  const idStart = leadIdStart(reference);
  if (idStart) return sql`left(${leads.id}::text, 8) = ${idStart}`;
  if (/^[^\s@]+@[^\s@]+$/.test(q)) return sql`lower(${leads.email}) = ${q.toLowerCase()}`;
  const phone = normalisePhone(q);
  if (phone) return eq(leads.phone, phone);
  const like = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return or(ilike(leads.name, like), ilike(leads.email, like));
}

/** The customer-visible status: a booking's own, else the lead's (never null, so `not` is safe). */
const shownStatus = sql<ShownStatus>`coalesce(${bookings.status}, ${leads.status})`;
const closed = inArray(shownStatus, [...closedLeadStatuses, ...closedBookingStatuses]);

function where(f: PipelineFilter, today: string): SQL | undefined {
  return and(
    f.kind ? eq(leads.kind, f.kind) : undefined,
    f.status
      ? isLeadStatus(f.status)
        ? and(isNull(bookings.id), eq(leads.status, f.status))
        : eq(bookings.status, f.status)
      : undefined,
    f.emirate ? eq(leads.emirate, f.emirate) : undefined,
    f.service ? eq(leads.service, f.service) : undefined,
    f.from ? gte(leads.createdAt, dubaiMidnight(f.from)) : undefined,
    f.to ? lt(leads.createdAt, new Date(dubaiMidnight(f.to).getTime() + 86_400_000)) : undefined,
    f.q ? searchCondition(f.q) : undefined,
    f.overdue
      ? and(isNotNull(leads.followUpOn), lt(leads.followUpOn, today), not(closed))
      : undefined,
    f.technician === 'none'
      ? and(isNotNull(bookings.id), isNull(bookings.technicianId))
      : f.technician
        ? eq(bookings.technicianId, f.technician)
        : undefined,
  );
}

const rowColumns = {
  id: leads.id,
  kind: leads.kind,
  name: leads.name,
  phone: leads.phone,
  email: leads.email,
  service: leads.service,
  role: leads.role,
  emirate: leads.emirate,
  locale: leads.locale,
  createdAt: leads.createdAt,
  followUpOn: leads.followUpOn,
  status: shownStatus,
  bookingReference: bookings.reference,
  bookingDay: bookings.day,
  bookingWindow: bookings.window,
  amcReference: amcRequests.reference,
  /** A WhatsApp message to this customer failed (lib/notify): something for staff to act on. */
  messageFailed: sql<boolean>`exists (select 1 from messages m where m.request_id = ${leads.id} and m.status = 'failed')`,
};

export type PipelineRow = Awaited<ReturnType<typeof listPipeline>>['rows'][number];

/** One page of the pipeline, newest first, and how many match. */
export async function listPipeline(db: Database, f: PipelineFilter, now: Date) {
  const condition = where(f, dubaiToday(now));
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(leads)
      .leftJoin(bookings, eq(bookings.leadId, leads.id))
      .leftJoin(amcRequests, eq(amcRequests.leadId, leads.id))
      .where(condition)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(PAGE_SIZE)
      .offset((f.page - 1) * PAGE_SIZE),
    db
      .select({ n: count() })
      .from(leads)
      .leftJoin(bookings, eq(bookings.leadId, leads.id))
      .leftJoin(amcRequests, eq(amcRequests.leadId, leads.id))
      .where(condition),
  ]);
  const today = dubaiToday(now);
  return {
    rows: rows.map((r) => ({
      ...r,
      overdue:
        r.followUpOn !== null &&
        r.followUpOn < today &&
        !(closedLeadStatuses as string[]).includes(r.status) &&
        !(closedBookingStatuses as string[]).includes(r.status),
    })),
    total: total?.n ?? 0,
  };
}

/** Every lead matching the filter (no paging) with the workspace's fields, for the CSV export. */
export async function exportPipeline(db: Database, f: PipelineFilter, now: Date) {
  const lastNote = sql<string | null>`(
    select coalesce(${events.note}, '') from ${events}
    where ${events.requestId} = ${leads.id} and ${events.note} is not null
    order by ${events.createdAt} desc, ${events.seq} desc limit 1)`;
  return db
    .select({
      lead: leads,
      bookingStatus: bookings.status,
      bookingReference: bookings.reference,
      bookingDay: bookings.day,
      bookingWindow: bookings.window,
      amcReference: amcRequests.reference,
      technician: technicians.name,
      lastNote,
    })
    .from(leads)
    .leftJoin(bookings, eq(bookings.leadId, leads.id))
    .leftJoin(amcRequests, eq(amcRequests.leadId, leads.id))
    .leftJoin(technicians, eq(technicians.id, bookings.technicianId))
    .where(where(f, dubaiToday(now)))
    .orderBy(desc(leads.createdAt))
    .limit(50_000);
}
export type ExportRow = Awaited<ReturnType<typeof exportPipeline>>[number];
