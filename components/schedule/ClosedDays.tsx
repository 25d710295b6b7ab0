import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { LocaleForm } from '@/components/workspace/LocaleForm';
import { Empty, Section } from '@/components/workspace/Shells';
import { longDate, windowLabel } from '@/lib/booking/recap';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { closeDayAction, openDayAction } from '@/lib/schedule/actions';
import type { capacitySettings } from '@/lib/schedule/admin';
import { scheduleText } from './schedule-text';

type ClosedDay = Awaited<ReturnType<typeof capacitySettings>>['closed'][number];

/**
 * The days closed for visits, each with the bookings already on it (to move), and the form that
 * closes one more; a refused form comes back with what was typed.
 */
export async function ClosedDays({
  closed,
  locale,
  permalink,
  typed,
}: {
  closed: readonly ClosedDay[];
  locale: Locale;
  permalink: string;
  typed: { day?: string; nameEn?: string; nameAr?: string };
}) {
  const t = await getTranslations('schedule.capacityPage');
  return (
    <Section id="closed-days" heading={t('closedDays')} className="mt-10">
      {closed.length === 0 ? (
        <Empty>{t('noClosedDays')}</Empty>
      ) : (
        <ul className="mt-2 divide-y divide-gray-100" data-testid="closed-days">
          {closed.map((c) => (
            <li key={c.day} className="py-2" data-day={c.day}>
              <div className="flex flex-wrap items-baseline gap-x-4">
                <span className="font-semibold">{longDate(c.day, locale)}</span>
                <span>{c.nameEn}</span>
                <span lang="ar" dir="rtl">
                  {c.nameAr}
                </span>
                <LocaleForm
                  locale={locale}
                  action={openDayAction}
                  permalink={permalink}
                  className="inline"
                >
                  <input type="hidden" name="day" value={c.day} />
                  {/* The day is read after the visible words, never instead of them: a voice
                      user says what they see (WCAG 2.5.3, axe label-content-name-mismatch). */}
                  <Button type="submit" size="sm" variant="neutral">
                    {t('reopen')}
                    <span className="sr-only">
                      {' '}
                      {t('reopenDay', { day: longDate(c.day, locale) })}
                    </span>
                  </Button>
                </LocaleForm>
              </div>
              {c.bookings.length > 0 && <BookingsOnDay day={c} locale={locale} />}
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-4 font-bold text-brand-900">{t('addClosed')}</h3>
      <LocaleForm
        locale={locale}
        action={closeDayAction}
        permalink={permalink}
        className="mt-2 flex flex-wrap items-end gap-3"
        data-testid="close-day-form"
      >
        <label className="text-sm font-semibold">
          {t('day')}
          <Input name="day" type="date" required dir="ltr" size="sm" defaultValue={typed.day} />
        </label>
        {(['nameEn', 'nameAr'] as const).map((name) => (
          <label key={name} className="text-sm font-semibold">
            {t(name)}
            <Input
              name={name}
              required
              maxLength={80}
              dir={name === 'nameAr' ? 'rtl' : 'ltr'}
              lang={name === 'nameAr' ? 'ar' : 'en'}
              size="sm"
              defaultValue={typed[name]}
            />
          </label>
        ))}
        <Button type="submit" size="sm">
          {t('close')}
        </Button>
      </LocaleForm>
    </Section>
  );
}

/** The bookings on a day now closed: each links to the schedule's panel to move it. */
async function BookingsOnDay({ day, locale }: { day: ClosedDay; locale: Locale }) {
  const { t, tz, words } = await scheduleText(locale, 'schedule.capacityPage');
  const schedule = localizedPath(locale, '/admin/schedule');
  return (
    <div
      className="mt-2 rounded bg-amber-50 p-2 text-sm text-amber-900"
      role="note"
      data-testid="closed-day-bookings"
    >
      <p className="font-semibold">{t('bookingsWarning', { count: day.bookings.length })}</p>
      <ul className="mt-1">
        {day.bookings.map((b) => (
          <li key={b.id}>
            <a
              href={`${schedule}?day=${day.day}&view=day&booking=${b.id}#booking-panel`}
              className="font-mono text-brand-700 underline"
              dir="ltr"
            >
              {b.reference}
            </a>{' '}
            {b.name} · {tz(b.zone)} · {windowLabel(words, b.window)}
          </li>
        ))}
      </ul>
    </div>
  );
}
