import { windowLabel } from '@/lib/booking/recap';
import type { Locale } from '@/lib/i18n/routing';
import type { DayPlan } from '@/lib/schedule/view';
import { DataTable, Section } from '@/components/workspace/Shells';
import type { ScheduleHref } from './ScheduleDay';
import { scheduleText } from './schedule-text';

/** A week per zone: a table of windows by day with the places taken; a day links to its view. */
export async function ScheduleWeek({
  plan,
  locale,
  href,
}: {
  plan: DayPlan[];
  locale: Locale;
  href: ScheduleHref;
}) {
  const { t, tz, words } = await scheduleText(locale, 'schedule');
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
        <Section
          key={zone.zone}
          id={`week-${zone.zone}`}
          heading={tz(zone.zone)}
          className="mt-6"
          data-zone={zone.zone}
        >
          <DataTable
            testId="schedule-week"
            caption={
              <caption className="sr-only">{t('weekCaption', { zone: tz(zone.zone) })}</caption>
            }
            headers={[
              { key: 'window', label: t('window') },
              ...plan.map((d) => ({
                key: d.date,
                className: 'p-2 text-start whitespace-nowrap',
                label: (
                  <a
                    className="text-brand-700 underline"
                    href={href({ day: d.date, view: 'day', booking: null })}
                  >
                    {dayName(d.date)}
                  </a>
                ),
              })),
            ]}
          >
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
          </DataTable>
        </Section>
      ))}
    </>
  );
}
