import { areaName, serviceName, windowLabel } from '@/lib/booking/recap';
import type { Locale } from '@/lib/i18n/routing';
import { serverText } from '@/lib/i18n/server-text';
import { leadStatuses } from '@/lib/leads/model';

// What staff read instead of the stored slugs, in the page's language: a service by its name, an area
// and an emirate by theirs, a window as the booking form says it, a status as its customer reads it.
// Pages, the record and the CSV export all name things this way. Anything the catalogue or the
// messages do not know (free text, an old slug) shows as stored, never as an empty cell.

const isLeadStatus = (s: string) => (leadStatuses as readonly string[]).includes(s);

export function staffNames(locale: Locale) {
  const t = serverText(locale);
  const named = (prefix: string, value: string | null) =>
    value ? (t.maybe(`${prefix}.${value}`) ?? value) : '';
  return {
    /** "air-conditioning/repair-cleaning" → "Air Conditioning: AC Repair & Cleaning". */
    service: (slug: string | null) =>
      slug ? serviceName(slug, locale, { withCategory: true }) : '',
    emirate: (slug: string | null) => named('common.emirates', slug),
    /** A catalogue area by its name; free text as typed. */
    area: (emirate: string | null, area: string | null) => areaName(emirate, area, locale) ?? '',
    /** "08-10" → "8:00 to 10:00 AM", the booking form's words. */
    window: (window: string | null) => (window ? windowLabel(t, window) : ''),
    /** A lead's status (new, contacted …) or a booking's visit status, as its customer reads it. */
    status: (status: string) =>
      isLeadStatus(status)
        ? named('admin.statuses', status)
        : named('bookingManage.status.names', status),
    kind: (kind: string) => named('admin.kinds', kind),
    propertyType: (type: string | null) => named('forms.options.propertyType', type),
    role: (role: string | null) => named('forms.options.role', role),
  };
}
export type StaffNames = ReturnType<typeof staffNames>;
