import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import {
  bookingCapacity,
  bookings,
  closedDays,
  leads,
  slotUsage,
  technicians,
} from '@/lib/db/schema';
import { datesFrom, dayWindows } from '@/lib/booking/calendar';
import type { BookingStatus } from '@/lib/booking/model';
import { zones, type Zone } from '@/lib/booking/zones';

// What the schedule shows: for each day, zone and window, the places, the places taken and the
// bookings in it. The windows come from lib/booking/calendar.ts, as the public calendar's do.

export interface ScheduledBooking {
  id: string;
  leadId: string;
  reference: string;
  zone: Zone;
  day: string;
  window: string;
  status: BookingStatus;
  technicianId: string | null;
  technicianName: string | null;
  name: string;
  phone: string | null;
  area: string | null;
  emirate: string | null;
  service: string | null;
}

export interface WindowPlan {
  window: string;
  places: number;
  /** Places taken (slot_usage: active bookings). */
  used: number;
  free: number;
  bookings: ScheduledBooking[];
}

export interface ZonePlan {
  zone: Zone;
  windows: WindowPlan[];
  /** Bookings outside the day's windows: made before the day closed. Staff move them. */
  stranded: ScheduledBooking[];
}

export interface DayPlan {
  date: string;
  closed: boolean;
  /** The holiday's names when an admin closed the day (a day without opening hours has none). */
  holiday: { nameEn: string; nameAr: string } | null;
  zones: ZonePlan[];
}

/** The plan of `days` days from `from`, for one zone or all of them. Four indexed queries. */
export async function schedulePlan(
  db: Db,
  opts: { from: string; days: number; zone?: Zone },
): Promise<DayPlan[]> {
  const dates = datesFrom(opts.from, opts.days);
  const first = dates[0]!;
  const last = dates.at(-1)!;
  const shown = opts.zone ? [opts.zone] : [...zones];
  const [closed, capacity, usage, rows] = await Promise.all([
    db
      .select()
      .from(closedDays)
      .where(and(gte(closedDays.day, first), lte(closedDays.day, last))),
    db.select().from(bookingCapacity).where(inArray(bookingCapacity.zone, shown)),
    db
      .select()
      .from(slotUsage)
      .where(
        and(inArray(slotUsage.zone, shown), gte(slotUsage.day, first), lte(slotUsage.day, last)),
      ),
    scheduledBookings(db)
      .where(
        and(
          gte(bookings.day, first),
          lte(bookings.day, last),
          opts.zone ? eq(bookings.zone, opts.zone) : undefined,
        ),
      )
      .orderBy(asc(bookings.day), asc(bookings.window), asc(bookings.reference)),
  ]);
  const holidays = new Map(closed.map((c) => [c.day, c]));
  const places = new Map(capacity.map((c) => [`${c.zone} ${c.window}`, c.places]));
  const used = new Map(usage.map((u) => [`${u.zone} ${u.day} ${u.window}`, u.booked]));
  const closedDates = new Set(holidays.keys());
  return dates.map((date) => {
    const windows = dayWindows(closedDates, date);
    const holiday = holidays.get(date);
    return {
      date,
      closed: windows.length === 0,
      holiday: holiday ? { nameEn: holiday.nameEn, nameAr: holiday.nameAr } : null,
      zones: shown.map((zone) => {
        const ofZone = rows.filter((r) => r.day === date && r.zone === zone);
        return {
          zone,
          windows: windows.map((window) => {
            const total = places.get(`${zone} ${window}`) ?? 0;
            const taken = used.get(`${zone} ${date} ${window}`) ?? 0;
            return {
              window,
              places: total,
              used: taken,
              free: Math.max(total - taken, 0),
              bookings: ofZone.filter((r) => r.window === window),
            };
          }),
          stranded: ofZone.filter((r) => !windows.includes(r.window)),
        };
      }),
    };
  });
}

/** One booking with what its schedule panel needs, or null for an unknown id. */
export async function scheduledBooking(db: Db, id: string): Promise<ScheduledBooking | null> {
  const [row] = await scheduledBookings(db).where(eq(bookings.id, id));
  return row ?? null;
}

/** Bookings with their customer and technician, as the schedule shows them; the caller filters. */
function scheduledBookings(db: Db) {
  return db
    .select({
      id: bookings.id,
      leadId: bookings.leadId,
      reference: bookings.reference,
      zone: bookings.zone,
      day: bookings.day,
      window: bookings.window,
      status: bookings.status,
      technicianId: bookings.technicianId,
      technicianName: technicians.name,
      name: leads.name,
      phone: leads.phone,
      area: leads.area,
      emirate: leads.emirate,
      service: leads.service,
    })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .leftJoin(technicians, eq(technicians.id, bookings.technicianId));
}
