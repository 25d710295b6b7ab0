import { getTranslations } from 'next-intl/server';
import { windowLabel, longDate } from '@/lib/booking/recap';
import type { Locale } from '@/lib/i18n/routing';
import type { DayPlan, ScheduledBooking } from '@/lib/schedule/view';
import { Section } from '@/components/workspace/Shells';
import { scheduleText } from './schedule-text';

/** A schedule address with some of its parameters changed (the page's own, so links keep the view). */
export type ScheduleHref = (change: {
  day?: string;
  view?: 'day' | 'week';
  booking?: string | null;
}) => string;

/** One day: per zone, each window's places taken and free and the bookings in it. */
export async function ScheduleDay({
  day,
  locale,
  href,
}: {
  day: DayPlan;
  locale: Locale;
  href: ScheduleHref;
}) {
  const { t, tz, words } = await scheduleText(locale, 'schedule');
  return (
    <Section
      id={`day-${day.date}`}
      heading={longDate(day.date, locale)}
      className="mt-6"
      data-testid="schedule-day"
    >
      {day.closed && (
        <p className="mt-2 rounded-lg bg-amber-50 p-3 text-amber-900" data-testid="day-closed">
          {day.holiday
            ? t('closedHoliday', {
                name: locale === 'ar' ? day.holiday.nameAr : day.holiday.nameEn,
              })
            : t('closedDay')}
        </p>
      )}
      {day.zones.map((zone) => (
        <section
          key={zone.zone}
          aria-labelledby={`zone-${day.date}-${zone.zone}`}
          className="mt-4 rounded-lg border border-gray-200 p-3"
          data-zone={zone.zone}
        >
          <h3 id={`zone-${day.date}-${zone.zone}`} className="font-bold text-brand-900">
            {tz(zone.zone)}
          </h3>
          {zone.stranded.length > 0 && (
            <div className="mt-2 rounded bg-amber-50 p-2 text-amber-900" data-testid="stranded">
              <p className="font-semibold">{t('stranded')}</p>
              <BookingList bookings={zone.stranded} href={href} />
            </div>
          )}
          <ul className="mt-2 divide-y divide-gray-100">
            {zone.windows.map((w) => (
              <li
                key={w.window}
                className="py-2"
                data-window={w.window}
                data-testid="schedule-window"
              >
                <p className="flex flex-wrap justify-between gap-x-4">
                  <span className="font-semibold">{windowLabel(words, w.window)}</span>
                  <span data-testid="window-capacity">
                    {t('capacity', { used: w.used, places: w.places, free: w.free })}
                  </span>
                </p>
                {w.bookings.length > 0 && <BookingList bookings={w.bookings} href={href} />}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Section>
  );
}

/** Bookings, each a link that opens its panel (assign, move, mark). */
async function BookingList({
  bookings,
  href,
}: {
  bookings: ScheduledBooking[];
  href: ScheduleHref;
}) {
  const t = await getTranslations('schedule');
  const tStatus = await getTranslations('bookingManage.status.names');
  return (
    <ul className="mt-1 space-y-1 text-sm">
      {bookings.map((b) => (
        <li
          key={b.id}
          data-reference={b.reference}
          data-testid="schedule-booking"
          className="flex flex-wrap items-baseline gap-x-3"
        >
          <a
            href={`${href({ booking: b.id })}#booking-panel`}
            className="font-mono font-semibold text-brand-700 underline"
            dir="ltr"
            aria-label={t('manage', { reference: b.reference, name: b.name })}
          >
            {b.reference}
          </a>
          <span>{b.name}</span>
          <span data-testid="booking-status">{tStatus(b.status)}</span>
          <span className="text-gray-600" data-testid="booking-technician">
            {b.technicianName ?? t('nobody')}
          </span>
        </li>
      ))}
    </ul>
  );
}
