import * as clock from '@/lib/clock';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import {
  bookingCapacity,
  bookingPhotos,
  bookings,
  bookingSettings,
  closedDays,
  leads,
  slotUsage,
} from '@/lib/db/schema';
import { uaeToday } from '@/lib/config/hours';
import { recordEvent } from '@/lib/events/record';
import {
  createPrivateRequest,
  type NewLead,
  type OwedEmail,
  type Reader,
  type Stored,
  type Tx,
} from '@/lib/requests/create';
import { storeLines } from '@/lib/requests/lines';
import type { PricedLine } from '@/lib/pricing/basket';
import { bookingOpenedBy } from '@/lib/requests/lookup';
import { claimPlace, releasePlace } from './places';
import { recordStatusChange } from './status-event';
import { isVisitWindow, visitDays, windowInstant, type DayView } from './calendar';
import { statusCopy } from './status-copy';
import {
  defaultRules,
  isActive,
  mayStaffSet,
  slotValue,
  visitDayAllows,
  MAX_REASON,
  type Actor,
  type BookingRules,
  type BookingStatus,
} from './model';
import type { Zone } from './zones';

/** The rules in force: the settings row (or the defaults) and the closed days from today on. */
export async function loadRules(db: Reader, now = clock.now()): Promise<BookingRules> {
  const [settings] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, 1));
  const closed = await db
    .select({ day: closedDays.day, en: closedDays.nameEn, ar: closedDays.nameAr })
    .from(closedDays)
    .where(gte(closedDays.day, uaeToday(now)));
  return {
    minLeadMinutes: settings?.minLeadMinutes ?? defaultRules.minLeadMinutes,
    horizonDays: settings?.horizonDays ?? defaultRules.horizonDays,
    changeCutoffMinutes: settings?.changeCutoffMinutes ?? defaultRules.changeCutoffMinutes,
    closedDates: new Set(closed.map((c) => c.day)),
    closedNames: new Map(closed.map((c) => [c.day, { en: c.en, ar: c.ar }])),
  };
}

/** The live calendar of one zone: every window of `days` days from `from`, open (with places left) or not. */
export async function zoneCalendar(
  db: Reader,
  zone: Zone,
  opts: { now?: Date; from?: string; days: number },
): Promise<DayView[]> {
  const now = opts.now ?? clock.now();
  const rules = await loadRules(db, now);
  const capacityRows = await db
    .select()
    .from(bookingCapacity)
    .where(eq(bookingCapacity.zone, zone));
  const usage = await db
    .select()
    .from(slotUsage)
    .where(and(eq(slotUsage.zone, zone), gte(slotUsage.day, uaeToday(now))));
  return visitDays({
    rules,
    capacity: Object.fromEntries(capacityRows.map((c) => [c.window, c.places])),
    booked: new Map(usage.map((u) => [slotValue(u.day, u.window), u.booked])),
    now,
    from: opts.from,
    days: opts.days,
  });
}

export interface PreparedPhoto {
  mime: string;
  width: number;
  height: number;
  data: Uint8Array;
}

export interface NewBooking {
  /** The visitor's details as a lead row; kind, idempotency key and dates are filled in here. */
  lead: Omit<NewLead, 'kind' | 'idempotencyKey' | 'preferredDate' | 'preferredWindow'>;
  zone: Zone;
  day: string;
  window: string;
  /** The form's one-time key (rendered by the server): a second post with it books nothing more. */
  formKey: string;
  photos?: PreparedPhoto[];
  /** The basket's lines, priced by the server (lib/pricing/basket.ts): stored with the booking. */
  lines?: readonly PricedLine[];
  /** E-mails owed; a visitor without an e-mail address gets none. */
  emails: OwedEmail[];
  /** Builds the private page's path from the token, in the visitor's language. */
  linkFor: (token: string) => string;
}

export type BookingResult = Stored | { ok: false; reason: 'full' | 'unavailable' };

/**
 * Books a visit: checks the window against the rules, takes a place, and stores the request (lib/requests),
 * the booking, its first event and its photos, all in one transaction. The same form key again
 * (a double click, a re-posted form) returns the first booking.
 */
export async function createBooking(
  db: Db,
  input: NewBooking,
  now = clock.now(),
  signal?: AbortSignal,
): Promise<BookingResult> {
  const { zone, day, window } = input;
  return createPrivateRequest(
    db,
    {
      kind: 'booking',
      lead: { ...input.lead, preferredDate: day, preferredWindow: window },
      formKey: input.formKey,
      emails: input.emails,
      linkFor: input.linkFor,
      row: { zone, day, window, createdAt: now, updatedAt: now },
      claim: async (tx) => {
        if (!isVisitWindow(await loadRules(tx, now), day, window, now))
          return { ok: false, reason: 'unavailable' } as const;
        if (!(await claimPlace(tx, zone, day, window)))
          return { ok: false, reason: 'full' } as const;
        return null;
      },
      attach: async (tx, { leadId, id }) => {
        await recordEvent(tx, {
          requestId: leadId,
          kind: 'created',
          before: null,
          after: { status: 'received', slot: slotValue(day, window) },
          actor: 'visitor',
          createdAt: now,
        });
        if (input.photos?.length)
          await tx.insert(bookingPhotos).values(input.photos.map((p) => ({ ...p, bookingId: id })));
        await storeLines(tx, leadId, input.lines ?? []);
      },
    },
    now,
    signal,
  );
}

export type ChangeResult =
  | { ok: true }
  | {
      ok: false;
      reason:
        | 'notFound'
        | 'inactive'
        | 'tooLate'
        | 'full'
        | 'unavailable'
        | 'notAllowed'
        | 'notVisitDay'
        | 'reasonRequired';
    };

/**
 * Whether a visitor may still move or cancel a booking online (staff may at any time): where the
 * status table offers changes online, until the cut-off.
 */
export function changeableOnline(
  booking: { status: BookingStatus; day: string; window: string },
  rules: Pick<BookingRules, 'changeCutoffMinutes'>,
  now = clock.now(),
) {
  return (
    statusCopy[booking.status].changes === 'online' &&
    windowInstant(booking.day, booking.window).getTime() - now.getTime() >=
      rules.changeCutoffMinutes * 60_000
  );
}

/** Locks the booking a change is about and checks the visitor may still change it. */
export async function lockForChange(
  tx: Tx,
  where: { token?: string; id?: string },
  actor: Actor,
  now: Date,
) {
  const condition = where.token ? bookingOpenedBy(where.token) : eq(bookings.id, where.id!);
  const [booking] = await tx.select().from(bookings).where(condition).for('update');
  if (!booking) return { error: 'notFound' as const };
  if (!isActive(booking.status)) return { error: 'inactive' as const };
  if (actor === 'visitor' && !changeableOnline(booking, await loadRules(tx, now), now))
    return { error: 'tooLate' as const };
  return { booking };
}

/** Moves a booking to another window of its zone, by the same capacity rules as a new booking. */
export async function moveBooking(
  db: Db,
  where: { token?: string; id?: string },
  to: { day: string; window: string },
  actor: Actor,
  now = clock.now(),
): Promise<ChangeResult> {
  return db.transaction(async (tx): Promise<ChangeResult> => {
    const locked = await lockForChange(tx, where, actor, now);
    if ('error' in locked) return { ok: false, reason: locked.error! };
    const { booking } = locked;
    if (booking.day === to.day && booking.window === to.window) return { ok: true };
    if (!isVisitWindow(await loadRules(tx, now), to.day, to.window, now))
      return { ok: false, reason: 'unavailable' };
    if (!(await claimPlace(tx, booking.zone, to.day, to.window)))
      return { ok: false, reason: 'full' };
    await releasePlace(tx, booking.zone, booking.day, booking.window);
    await tx
      .update(bookings)
      .set({ day: to.day, window: to.window, updatedAt: now })
      .where(eq(bookings.id, booking.id));
    await tx
      .update(leads)
      .set({ preferredDate: to.day, preferredWindow: to.window, updatedAt: now })
      .where(eq(leads.id, booking.leadId));
    await recordEvent(tx, {
      requestId: booking.leadId,
      kind: 'moved',
      before: { slot: slotValue(booking.day, booking.window) },
      after: { slot: slotValue(to.day, to.window) },
      actor,
      createdAt: now,
    });
    return { ok: true };
  });
}

/** Who may set a visit's status outside its day (lib/booking/model.ts visitDayAllows), and why. */
export interface StatusOverride {
  /** The caller checked the viewer is an admin. */
  mayOverride?: boolean;
  /** The admin's reason, kept in the status event's note (staff may add one on the day too). */
  reason?: string;
}

/**
 * Sets a booking's status (cancelling gives its place back); the visitor may only cancel, staff follow
 * staffTransitions and the visit's day (lib/booking/model.ts): outside it, only an admin with a reason.
 */
export async function setBookingStatus(
  db: Db,
  where: { token?: string; id?: string },
  status: BookingStatus,
  actor: Actor,
  now = clock.now(),
  override: StatusOverride = {},
): Promise<ChangeResult> {
  if (actor === 'visitor' && status !== 'cancelled') return { ok: false, reason: 'inactive' };
  return db.transaction(async (tx): Promise<ChangeResult> => {
    const locked = await lockForChange(tx, where, actor, now);
    if ('error' in locked) return { ok: false, reason: locked.error! };
    const { booking } = locked;
    if (booking.status === status) return { ok: true };
    if (actor !== 'visitor' && !mayStaffSet(booking.status, status))
      return { ok: false, reason: 'notAllowed' };
    const reason = override.reason?.trim().slice(0, MAX_REASON) || null;
    if (actor !== 'visitor' && !visitDayAllows(status, booking.day, clock.dubaiToday(now))) {
      if (!override.mayOverride) return { ok: false, reason: 'notVisitDay' };
      if (!reason) return { ok: false, reason: 'reasonRequired' };
    }
    if (!isActive(status)) await releasePlace(tx, booking.zone, booking.day, booking.window);
    await tx.update(bookings).set({ status, updatedAt: now }).where(eq(bookings.id, booking.id));
    await recordStatusChange(tx, booking, status, actor, now, reason);
    return { ok: true };
  });
}
