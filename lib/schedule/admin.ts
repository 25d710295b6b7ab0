import 'server-only';
import { z } from 'zod';
import { requireAdmin, requireStaff } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { settingText, subjectName, subjectPrefix } from '@/lib/events/model';
import { historyOfSubject } from '@/lib/events/read';
import { capacityTable, setCapacity } from '@/lib/booking/capacity';
import {
  addClosedDay,
  bookingsOnDay,
  removeClosedDay,
  upcomingClosedDays,
  type ClosedDayInput,
} from '@/lib/booking/closed-days';
import type { BookingStatus } from '@/lib/booking/model';
import { moveBooking, setBookingStatus, zoneCalendar } from '@/lib/booking/store';
import {
  addTechnician,
  assignTechnician,
  listTechnicians,
  updateTechnician,
  type TechnicianInput,
} from '@/lib/booking/technicians';
import type { Zone } from '@/lib/booking/zones';
import { responseFigures, weeklyLeads, type Dimension } from './dashboard';
import { scheduledBooking, schedulePlan } from './view';

// The workspace's schedule, technicians, capacity and dashboard, for the signed-in viewer. Every
// function checks the role itself (staff for the day's work, admin for how the business books), so a
// page or an action that forgot to check still gets nothing (NotAuthorisedError).

const actorOf = (viewer: { email: string }) => `staff:${viewer.email}` as const;
const isUuid = (id: string) => z.uuid().safeParse(id).success;

export async function planFor(opts: { from: string; days: number; zone?: Zone }) {
  await requireStaff();
  const { db } = await getDb();
  return schedulePlan(db, opts);
}

export async function bookingForPanel(id: string) {
  await requireStaff();
  if (!isUuid(id)) return null;
  const { db } = await getDb();
  const booking = await scheduledBooking(db, id);
  if (!booking) return null;
  // The windows it may move to: the public calendar of its zone (the same rules a visitor meets).
  const days = await zoneCalendar(db, booking.zone, { days: 30 });
  return { booking, days };
}

export async function techniciansForStaff() {
  await requireStaff();
  const { db } = await getDb();
  return listTechnicians(db);
}

export async function assignBooking(bookingId: string, technicianId: string | null) {
  const viewer = await requireStaff();
  if (!isUuid(bookingId) || (technicianId !== null && !isUuid(technicianId)))
    return { ok: false as const, reason: 'notFound' as const };
  const { db } = await getDb();
  return assignTechnician(db, bookingId, technicianId, actorOf(viewer));
}

export async function moveBookingAsStaff(bookingId: string, to: { day: string; window: string }) {
  const viewer = await requireStaff();
  if (!isUuid(bookingId)) return { ok: false as const, reason: 'notFound' as const };
  const { db } = await getDb();
  return moveBooking(db, { id: bookingId }, to, actorOf(viewer));
}

/** A status set by staff; outside the visit's day only an admin may, with a reason (kept as its note). */
export async function setStatusAsStaff(bookingId: string, status: BookingStatus, reason = '') {
  const viewer = await requireStaff();
  if (!isUuid(bookingId)) return { ok: false as const, reason: 'notFound' as const };
  const { db } = await getDb();
  return setBookingStatus(db, { id: bookingId }, status, actorOf(viewer), undefined, {
    mayOverride: viewer.isAdmin,
    reason,
  });
}

export async function saveTechnician(id: string | null, input: TechnicianInput) {
  const viewer = await requireAdmin();
  const { db } = await getDb();
  if (id === null) return (await addTechnician(db, input, actorOf(viewer))).id;
  if (!isUuid(id)) return null;
  return (await updateTechnician(db, id, input, actorOf(viewer))) ? id : null;
}

export async function capacitySettings() {
  await requireAdmin();
  const { db } = await getDb();
  const [capacity, closed, history] = await Promise.all([
    capacityTable(db),
    upcomingClosedDays(db),
    historyOfSubject(
      db,
      [subjectPrefix.capacity, subjectPrefix.closedDay, subjectPrefix.technician],
      30,
    ),
  ]);
  const booked = await Promise.all(closed.map((c) => bookingsOnDay(db, c.day)));
  return {
    capacity,
    closed: closed.map((c, i) => ({ ...c, bookings: booked[i]! })),
    // As the settings history has always read: what (a window, a day), the value before and after.
    history: history.map((e) => ({
      id: e.id,
      kind: e.kind,
      subject: subjectName(e.subject),
      oldValue: settingText(e.before),
      newValue: settingText(e.after),
      actor: e.actor,
      createdAt: e.createdAt,
    })),
  };
}

export async function saveCapacity(zone: Zone, window: string, places: number) {
  const viewer = await requireAdmin();
  const { db } = await getDb();
  return setCapacity(db, zone, window, places, actorOf(viewer));
}

export async function closeDay(input: ClosedDayInput) {
  const viewer = await requireAdmin();
  const { db } = await getDb();
  return addClosedDay(db, input, actorOf(viewer));
}

export async function openDay(day: string) {
  const viewer = await requireAdmin();
  const { db } = await getDb();
  return removeClosedDay(db, day, actorOf(viewer));
}

export async function dashboardFigures(by: Dimension) {
  await requireStaff();
  const { db } = await getDb();
  const [weekly, response] = await Promise.all([weeklyLeads(db, by), responseFigures(db)]);
  return { weekly, response };
}
