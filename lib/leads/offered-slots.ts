import 'server-only';
import {
  loadOfferedDays,
  offeredDays,
  type OfferedDay,
  type TimedForm,
} from '@/lib/booking/offered';
import { defaultRules } from '@/lib/booking/model';
import { getDb } from '@/lib/db/client';
import { withDeadline } from '@/lib/db/deadline';
import { errorCode, log } from '@/lib/log';
import { limits } from '@/lib/requests/limits';

/**
 * The days and windows a quote or call-back form offers now, from the database's rules. If the database
 * does not answer in time the page still renders, with the default rules and no closed days: sending
 * fails until it is back anyway, and the server checks the slot again against the real rules then.
 */
export async function offeredSlotDays(form: TimedForm, now: Date): Promise<OfferedDay[]> {
  try {
    return await withDeadline(limits.databaseMs, async () =>
      loadOfferedDays((await getDb()).db, form, now),
    );
  } catch (error) {
    log.error('slots.rules_unavailable', errorCode(error));
    return offeredDays(form, { ...defaultRules, closedDates: new Set() }, now);
  }
}
