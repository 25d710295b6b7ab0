'use server';

import { redirect } from 'next/navigation';
import { NotAuthorisedError } from '@/lib/auth/viewer';
import { parsePlaces } from '@/lib/booking/capacity';
import { checkClosedDay, isDate } from '@/lib/booking/closed-days';
import { bookingStatuses, parseSlot, type BookingStatus } from '@/lib/booking/model';
import { checkTechnician } from '@/lib/booking/technicians';
import { isZone } from '@/lib/booking/zones';
import { localizedPath } from '@/lib/i18n/paths';
import { locales, type Locale } from '@/lib/i18n/routing';
import { errorCode, log } from '@/lib/log';
import {
  assignBooking,
  closeDay,
  moveBookingAsStaff,
  openDay,
  saveCapacity,
  saveTechnician,
  setStatusAsStaff,
} from './admin';
import { scheduleQuery, scheduleSearch } from './query';

// The schedule's, technicians' and capacity page's forms: plain posts answered with a redirect back to
// the page with the outcome in the query (post/redirect/get), so they work without JavaScript. Anyone
// can post anything here: the role is checked by the functions in ./admin, the input here.

const field = (form: FormData, name: string) => {
  const value = form instanceof FormData ? form.get(name) : null;
  return typeof value === 'string' ? value : '';
};
const localeOf = (form: FormData): Locale =>
  locales.find((l) => l === field(form, 'locale')) ?? 'en';

/** Runs a change; a viewer without the role gets 'forbidden', anything unexpected 'failed'. */
async function attempt(what: string, run: () => Promise<string>): Promise<string> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof NotAuthorisedError) return 'forbidden';
    log.error(`schedule.${what}_failed`, errorCode(error));
    return 'failed';
  }
}

const toSchedule = (form: FormData, outcome: string) =>
  redirect(
    `${localizedPath(localeOf(form), '/admin/schedule')}?${scheduleSearch(scheduleQuery(form), {
      outcome,
    })}`,
  );

export async function assignAction(_state: null, form: FormData): Promise<null> {
  const technician = field(form, 'technician');
  const outcome = await attempt('assign', async () => {
    const result = await assignBooking(field(form, 'booking'), technician || null);
    return result.ok ? (technician ? 'assigned' : 'unassigned') : result.reason;
  });
  return toSchedule(form, outcome);
}

export async function moveAction(_state: null, form: FormData): Promise<null> {
  const slot = parseSlot(field(form, 'slot'));
  const outcome = slot
    ? await attempt('move', async () => {
        const result = await moveBookingAsStaff(field(form, 'booking'), {
          day: slot.date,
          window: slot.window,
        });
        return result.ok ? 'moved' : result.reason;
      })
    : 'unavailable';
  return toSchedule(form, outcome);
}

const isStatus = (v: string): v is BookingStatus =>
  (bookingStatuses as readonly string[]).includes(v);

export async function statusAction(_state: null, form: FormData): Promise<null> {
  const status = field(form, 'status');
  const outcome = isStatus(status)
    ? await attempt('status', async () => {
        const result = await setStatusAsStaff(
          field(form, 'booking'),
          status,
          field(form, 'reason'),
        );
        return result.ok ? `status_${status}` : result.reason;
      })
    : 'notAllowed';
  return toSchedule(form, outcome);
}

export async function technicianAction(_state: null, form: FormData): Promise<null> {
  const id = field(form, 'id') || null;
  const checked = checkTechnician({
    name: field(form, 'name'),
    nameAr: field(form, 'nameAr'),
    phone: field(form, 'phone'),
    active: id === null || field(form, 'active') === 'on',
  });
  const params = new URLSearchParams();
  if (!checked.ok) {
    params.set('error', checked.error);
    params.set('name', field(form, 'name').slice(0, 100));
    params.set('nameAr', field(form, 'nameAr').slice(0, 100));
    params.set('phone', field(form, 'phone').slice(0, 40));
    if (id) params.set('edit', id);
  } else {
    const outcome = await attempt('technician', async () =>
      (await saveTechnician(id, checked.value)) ? 'saved' : 'notFound',
    );
    params.set(
      outcome === 'saved' ? 'saved' : 'error',
      outcome === 'saved' ? checked.value.name : outcome,
    );
  }
  redirect(`${localizedPath(localeOf(form), '/admin/technicians')}?${params}`);
}

const toCapacity = (form: FormData, params: Record<string, string>) =>
  redirect(`${localizedPath(localeOf(form), '/admin/capacity')}?${new URLSearchParams(params)}`);

export async function capacityAction(_state: null, form: FormData): Promise<null> {
  const zone = field(form, 'zone');
  const window = field(form, 'window');
  const places = parsePlaces(field(form, 'places'));
  if (!isZone(zone) || places === null)
    return toCapacity(form, {
      error: 'places',
      zone,
      window,
      places: field(form, 'places').slice(0, 10),
    });
  // How many are booked on which day, when that is why: the refusal names them.
  const full: { booked?: number; day?: string } = {};
  const outcome = await attempt('capacity', async () => {
    const result = await saveCapacity(zone, window, places);
    if (result.ok) return 'capacity';
    if (result.reason !== 'booked') return 'places';
    Object.assign(full, { booked: result.booked, day: result.day });
    return 'booked';
  });
  if (outcome === 'capacity') return toCapacity(form, { saved: 'capacity' });
  return toCapacity(
    form,
    full.booked !== undefined && full.day
      ? { error: outcome, zone, window, booked: String(full.booked), day: full.day }
      : { error: outcome },
  );
}

export async function closeDayAction(_state: null, form: FormData): Promise<null> {
  const raw = {
    day: field(form, 'day'),
    nameEn: field(form, 'nameEn'),
    nameAr: field(form, 'nameAr'),
  };
  const checked = checkClosedDay(raw);
  if (!checked.ok)
    return toCapacity(form, {
      error: checked.error,
      day: raw.day.slice(0, 10),
      nameEn: raw.nameEn.slice(0, 100),
      nameAr: raw.nameAr.slice(0, 100),
    });
  const outcome = await attempt('close_day', async () => {
    await closeDay(checked.value);
    return 'closed';
  });
  return toCapacity(
    form,
    outcome === 'closed' ? { saved: 'closed', day: checked.value.day } : { error: outcome },
  );
}

export async function openDayAction(_state: null, form: FormData): Promise<null> {
  const day = field(form, 'day');
  if (!isDate(day)) return toCapacity(form, { error: 'day' });
  const outcome = await attempt('open_day', async () => ((await openDay(day)) ? 'opened' : 'day'));
  return toCapacity(form, outcome === 'opened' ? { saved: 'opened', day } : { error: outcome });
}
