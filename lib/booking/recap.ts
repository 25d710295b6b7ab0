import { areaNamespace, findArea } from '@/lib/catalogue/places';
import { coolsAir } from '@/lib/catalogue/services';
import { business } from '@/lib/config/business';
import { formatUaePhone, whatsappHref } from '@/lib/config/contact-links';
import { getPageName } from '@/lib/content/page-copy';
import type { bookings, leads } from '@/lib/db/schema';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import type { ServerText } from '@/lib/i18n/server-text';
import type { PricedLine } from '@/lib/pricing/basket';
import { basketText } from '@/lib/pricing/basket-text';
import { chosenLines } from '@/lib/pricing/estimate-input';
import { lineName } from '@/lib/pricing/lines-view';
import { parseSlot } from './model';

// A booking told in words, in one language: the names behind its slugs, its day and window. The
// private page, the confirmation e-mail and the .ics file all say the same thing this way.

type Booking = typeof bookings.$inferSelect;
type Lead = typeof leads.$inferSelect;

/** A date as said in Dubai, in the language's Western-digit form. */
const inDubai = (locale: Locale, at: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(localeInfo[locale].numberTag, {
    ...options,
    timeZone: 'Asia/Dubai',
  }).format(at);

/** "Tuesday, 24 November 2026" / "الثلاثاء، 24 نوفمبر 2026" (Western digits), the day in Dubai. */
export const longDate = (date: string, locale: Locale) =>
  inDubai(locale, new Date(`${date}T12:00:00+04:00`), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/** The hour (0–23) of an instant in Dubai. */
const dubaiHour = (at: Date) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Asia/Dubai' })
      .formatToParts(at)
      .find((p) => p.type === 'hour')!.value,
  );

/** Arabic's part of the day as the visit windows say it (forms.options.window): «ظهرًا» until 2 pm. */
const arabicPeriod = (hour: number) => (hour < 12 ? 'صباحًا' : hour < 14 ? 'ظهرًا' : 'مساءً');

/**
 * "Tue, 24 Nov, 10:32 AM" / «الثلاثاء، 24 نوفمبر، 10:32 صباحًا»: when something happened, in Dubai
 * time, on the 12-hour clock without a leading zero, as the visit windows are written.
 */
export function eventTime(at: Date, locale: Locale) {
  const parts = new Intl.DateTimeFormat(localeInfo[locale].numberTag, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    timeZone: 'Asia/Dubai',
  }).formatToParts(at);
  // ICU puts a narrow no-break space before AM/PM; the windows' labels have a plain one.
  return parts
    .map((p) =>
      p.type === 'dayPeriod' && locale === 'ar'
        ? arabicPeriod(dubaiHour(at))
        : p.value.replace('\u202f', ' '),
    )
    .join('');
}

/**
 * A service's name for the customer: the sub-service's own name when one was chosen ("AC Maintenance",
 * «صيانة المكيفات»), which already says its trade, else the service's. Staff lists, which sort and filter
 * by trade, ask for the category too: "Air Conditioning: AC Maintenance".
 */
export function serviceName(
  service: string | null,
  locale: Locale,
  { withCategory = false }: { withCategory?: boolean } = {},
): string {
  if (!service) return '';
  const [slug = '', sub] = service.split('/');
  const main = getPageName(locale, `service.${slug}`) ?? slug;
  if (!sub) return main;
  const subName = getPageName(locale, `subservice.${slug}.${sub}`) ?? sub;
  return withCategory ? `${main}${locale === 'ar' ? '، ' : ': '}${subName}` : subName;
}

/** The area's name when it is one of our area pages, else as the visitor typed it. */
export function areaName(emirate: string | null, area: string | null, locale: Locale) {
  if (!area) return null;
  if (emirate && findArea(emirate, area))
    return getPageName(locale, areaNamespace(emirate, area)) ?? area;
  return area;
}

/** "Dubai Marina, Dubai" / «دبي مارينا، دبي»: where a request is, named in the language, never by slug. */
export function placeName(
  t: ServerText,
  lead: Pick<Lead, 'emirate' | 'area'>,
  locale: Locale,
): string {
  const emirate =
    (lead.emirate && t.maybe(`common.emirates.${lead.emirate}`)) ?? lead.emirate ?? '';
  const area = areaName(lead.emirate, lead.area, locale);
  return area ? t('bookingManage.recap.placeValue', { area, emirate }) : emirate;
}

export const windowLabel = (t: ServerText, window: string) =>
  t.maybe(`forms.options.window.${window}`) ?? window;

/** "Tuesday, 24 November 2026, 10:00 AM to 12:00 PM" for a stored slot value. */
export function slotText(t: ServerText, slot: string | null, locale: Locale) {
  const parsed = parseSlot(slot);
  if (!parsed) return '';
  return t('bookingManage.history.slot', {
    day: longDate(parsed.date, locale),
    window: windowLabel(t, parsed.window),
  });
}

export interface Recap {
  reference: string;
  service: string;
  place: string;
  day: string;
  window: string;
  propertyType: string | null;
  units: number | null;
  /** What the units are: AC units for a cooling service, else rooms or items. */
  unitsLabel: string;
}

export function bookingRecap(
  t: ServerText,
  booking: Pick<Booking, 'reference' | 'day' | 'window'>,
  lead: Pick<Lead, 'service' | 'emirate' | 'area' | 'propertyType' | 'acUnits'>,
  locale: Locale,
  /** The lines booked: the service is theirs (a gas top-up stays a gas top-up), else the lead's. */
  lines: readonly Pick<PricedLine, 'priceId' | 'unitType' | 'count'>[] = [],
): Recap {
  return {
    reference: booking.reference,
    service: chosenLines(lead.service, lead.acUnits, lines)
      ? lines.map((l) => lineName(basketText(locale), l)).join(locale === 'ar' ? '؛ ' : '; ')
      : serviceName(lead.service, locale),
    place: placeName(t, lead, locale),
    day: longDate(booking.day, locale),
    window: windowLabel(t, booking.window),
    propertyType:
      (lead.propertyType && t.maybe(`forms.options.propertyType.${lead.propertyType}`)) ?? null,
    units: lead.acUnits,
    unitsLabel: t(
      coolsAir(lead.service ?? '') ? 'bookingManage.recap.units' : 'bookingManage.recap.unitsOther',
    ),
  };
}

/** The company's WhatsApp, with a message naming the booking in the visitor's language. */
export const bookingWhatsapp = (t: ServerText, reference: string) =>
  whatsappHref(business.whatsapp, t('bookingManage.links.whatsappText', { reference }));

/** A number for running text: isolated left-to-right, so "+971 …" reads right in Arabic. */
export const phoneText = (e164: string) => `\u2066${formatUaePhone(e164)}\u2069`;
export const companyPhone = () => phoneText(business.phone);
