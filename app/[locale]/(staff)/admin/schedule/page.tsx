import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BookingPanel } from '@/components/schedule/BookingPanel';
import { Outcome } from '@/components/schedule/Outcome';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { getViewer } from '@/lib/auth/viewer';
import { longDate, windowLabel } from '@/lib/booking/recap';
import { zones } from '@/lib/booking/zones';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { serverText } from '@/lib/i18n/server-text';
import { bookingForPanel, planFor, techniciansForStaff } from '@/lib/schedule/admin';
import { mondayOf, scheduleQuery, scheduleSearch, shiftDate } from '@/lib/schedule/query';
import type { DayPlan, ScheduledBooking } from '@/lib/schedule/view';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The day's (or the week's) visits per zone and window, with the places taken and free; a booking
 * opens a panel to assign, move or mark it. GET parameters carry the view, so every state has an
 * address and the page works without JavaScript.
 */
export default async function SchedulePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (!(await getViewer())?.isStaff) return null;
  const raw = await searchParams;
  const q = scheduleQuery(raw);
  const t = await getTranslations('schedule');
  const tz = await getTranslations('admin.booking.zones');
  const words = serverText(locale);
  const from = q.view === 'week' ? mondayOf(q.day) : q.day;
  const [plan, panel, technicians] = await Promise.all([
    planFor({ from, days: q.view === 'week' ? 7 : 1, zone: q.zone ?? undefined }),
    q.booking ? bookingForPanel(q.booking) : null,
    q.booking ? techniciansForStaff() : [],
  ]);
  const self = localizedPath(locale, '/admin/schedule');
  const href = (change: Partial<typeof q>) => `${self}?${scheduleSearch({ ...q, ...change })}`;
  const step = q.view === 'week' ? 7 : 1;
  const outcome = typeof raw.outcome === 'string' ? raw.outcome : null;
  const outcomeText = outcome ? words.maybe(`schedule.outcome.${outcome}`) : undefined;

  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
      <form
        method="get"
        action={self}
        className="mt-4 flex flex-wrap items-end gap-3"
        data-testid="schedule-filters"
      >
        <label className="text-sm font-semibold">
          {t('filters.day')}
          <Input type="date" name="day" defaultValue={q.day} size="sm" dir="ltr" />
        </label>
        <label className="text-sm font-semibold">
          {t('filters.view')}
          <Select name="view" defaultValue={q.view} size="sm">
            <option value="day">{t('filters.dayView')}</option>
            <option value="week">{t('filters.weekView')}</option>
          </Select>
        </label>
        <label className="text-sm font-semibold">
          {t('filters.zone')}
          <Select name="zone" defaultValue={q.zone ?? ''} size="sm">
            <option value="">{t('filters.allZones')}</option>
            {zones.map((z) => (
              <option key={z} value={z}>
                {tz(z)}
              </option>
            ))}
          </Select>
        </label>
        <Button type="submit" size="sm">
          {t('filters.show')}
        </Button>
      </form>
      <nav aria-label={t('filters.pages')} className="mt-3 flex flex-wrap gap-4 text-sm">
        <a
          className="text-brand-700 underline"
          href={href({ day: shiftDate(q.day, -step), booking: null })}
        >
          {q.view === 'week' ? t('filters.previousWeek') : t('filters.previousDay')}
        </a>
        <a
          className="text-brand-700 underline"
          href={href({ day: scheduleQuery({}).day, booking: null })}
        >
          {t('filters.today')}
        </a>
        <a
          className="text-brand-700 underline"
          href={href({ day: shiftDate(q.day, step), booking: null })}
        >
          {q.view === 'week' ? t('filters.nextWeek') : t('filters.nextDay')}
        </a>
      </nav>

      {outcome && (
        <Outcome
          ok={/^(assigned|unassigned|moved|status_)/.test(outcome)}
          text={outcomeText ?? t('outcome.failed')}
        />
      )}

      {q.booking && !panel && <Outcome ok={false} text={t('outcome.notFound')} />}
      {panel && (
        <BookingPanel
          locale={locale}
          query={q}
          booking={panel.booking}
          days={panel.days}
          technicians={technicians}
        />
      )}

      {q.view === 'week' ? (
        <WeekView plan={plan} locale={locale} href={href} />
      ) : (
        plan.map((day) => <DayView key={day.date} day={day} locale={locale} href={href} />)
      )}
    </>
  );
}

type Href = (change: { day?: string; view?: 'day' | 'week'; booking?: string | null }) => string;

async function DayView({ day, locale, href }: { day: DayPlan; locale: Locale; href: Href }) {
  const t = await getTranslations('schedule');
  const tz = await getTranslations('admin.booking.zones');
  const words = serverText(locale);
  return (
    <section aria-labelledby={`day-${day.date}`} className="mt-6" data-testid="schedule-day">
      <h2 id={`day-${day.date}`} className="text-xl font-bold text-brand-900">
        {longDate(day.date, locale)}
      </h2>
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
              <BookingList bookings={zone.stranded} locale={locale} href={href} />
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
                {w.bookings.length > 0 && (
                  <BookingList bookings={w.bookings} locale={locale} href={href} />
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

async function BookingList({
  bookings,
  locale,
  href,
}: {
  bookings: ScheduledBooking[];
  locale: Locale;
  href: Href;
}) {
  const t = await getTranslations('schedule');
  const tStatus = await getTranslations('bookingManage.status.names');
  void locale;
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

async function WeekView({ plan, locale, href }: { plan: DayPlan[]; locale: Locale; href: Href }) {
  const t = await getTranslations('schedule');
  const tz = await getTranslations('admin.booking.zones');
  const words = serverText(locale);
  const windows = [
    ...new Set(plan.flatMap((d) => d.zones[0]?.windows.map((w) => w.window) ?? [])),
  ].sort();
  const dayName = (date: string) =>
    new Intl.DateTimeFormat(locale === 'ar' ? 'ar-AE-u-nu-latn' : 'en-AE', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${date}T12:00:00Z`));
  return (
    <>
      {plan[0]?.zones.map((zone, zi) => (
        <section
          key={zone.zone}
          aria-labelledby={`week-${zone.zone}`}
          className="mt-6"
          data-zone={zone.zone}
        >
          <h2 id={`week-${zone.zone}`} className="text-xl font-bold text-brand-900">
            {tz(zone.zone)}
          </h2>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-sm" data-testid="schedule-week">
              <caption className="sr-only">{t('weekCaption', { zone: tz(zone.zone) })}</caption>
              <thead className="bg-brand-50">
                <tr>
                  <th scope="col" className="p-2 text-start">
                    {t('window')}
                  </th>
                  {plan.map((d) => (
                    <th key={d.date} scope="col" className="p-2 text-start whitespace-nowrap">
                      <a
                        className="text-brand-700 underline"
                        href={href({ day: d.date, view: 'day', booking: null })}
                      >
                        {dayName(d.date)}
                      </a>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {windows.map((window) => (
                  <tr key={window} className="border-b border-gray-100">
                    <th scope="row" className="p-2 text-start font-semibold whitespace-nowrap">
                      {windowLabel(words, window)}
                    </th>
                    {plan.map((d) => {
                      const w = d.zones[zi]?.windows.find((x) => x.window === window);
                      return (
                        <td
                          key={d.date}
                          className="p-2 whitespace-nowrap"
                          data-day={d.date}
                          data-window={window}
                        >
                          {d.closed ? (
                            <span className="text-gray-500">{t('closedShort')}</span>
                          ) : w ? (
                            t('weekCell', { used: w.used, places: w.places })
                          ) : (
                            <span className="text-gray-400">–</span>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}
