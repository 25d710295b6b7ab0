import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ActionForm } from '@/components/forms/ActionForm';
import { AdminsOnly } from '@/components/schedule/AdminsOnly';
import { Outcome } from '@/components/schedule/Outcome';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { getViewer } from '@/lib/auth/viewer';
import { MAX_PLACES } from '@/lib/booking/capacity';
import { eventTime, longDate, windowLabel } from '@/lib/booking/recap';
import { zones } from '@/lib/booking/zones';
import { allWindows } from '@/lib/config/hours';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { serverText } from '@/lib/i18n/server-text';
import { capacityAction, closeDayAction, openDayAction } from '@/lib/schedule/actions';
import { capacitySettings } from '@/lib/schedule/admin';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/**
 * Places per window and zone, and the days closed for visits (admins only). The public booking
 * calendar reads both on every request, so a change shows there at once. Every change is in the
 * history below.
 */
export default async function CapacityPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const viewer = await getViewer();
  if (!viewer?.isStaff) return null;
  if (!viewer.isAdmin) return <AdminsOnly />;
  const query = await searchParams;
  const t = await getTranslations('schedule.capacityPage');
  const tz = await getTranslations('admin.booking.zones');
  const words = serverText(locale);
  const { capacity, closed, history } = await capacitySettings();
  const permalink = localizedPath(locale, '/admin/capacity');
  const saved = one(query.saved);
  const error = one(query.error);
  const savedText =
    saved === 'capacity'
      ? t('saved.capacity')
      : saved === 'closed'
        ? t('saved.closed', { day: longDate(one(query.day) ?? '', locale) })
        : saved === 'opened'
          ? t('saved.opened', { day: longDate(one(query.day) ?? '', locale) })
          : null;
  const errorText = error
    ? (words.maybe(`schedule.capacityPage.errors.${error}`, { max: MAX_PLACES }) ??
      t('errors.failed'))
    : null;
  const hidden = <input type="hidden" name="locale" value={locale} />;
  const kindText = (kind: string) =>
    words.maybe(`schedule.capacityPage.history.kinds.${kind}`) ?? kind;

  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-2 text-gray-700">{t('lead')}</p>
      {savedText && <Outcome ok text={savedText} />}
      {errorText && <Outcome ok={false} text={errorText} />}

      <section aria-labelledby="places" className="mt-8">
        <h2 id="places" className="text-xl font-bold text-brand-900">
          {t('places')}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{t('placesHint')}</p>
        {zones.map((zone) => (
          <section key={zone} aria-labelledby={`cap-${zone}`} className="mt-4" data-zone={zone}>
            <h3 id={`cap-${zone}`} className="font-bold text-brand-900">
              {tz(zone)}
            </h3>
            <ul className="mt-1 flex flex-wrap gap-3">
              {allWindows.map((window) => (
                <li key={window}>
                  <ActionForm
                    action={capacityAction}
                    permalink={permalink}
                    className="flex items-end gap-2 rounded border border-gray-200 p-2"
                    data-testid="capacity-form"
                    data-window={window}
                  >
                    {hidden}
                    <input type="hidden" name="zone" value={zone} />
                    <input type="hidden" name="window" value={window} />
                    <label className="text-sm">
                      {windowLabel(words, window)}
                      <Input
                        name="places"
                        type="number"
                        min={0}
                        max={MAX_PLACES}
                        required
                        inputMode="numeric"
                        dir="ltr"
                        className="w-20"
                        defaultValue={capacity.get(`${zone} ${window}`) ?? 0}
                        size="sm"
                        aria-label={t('placesLabel', {
                          zone: tz(zone),
                          window: windowLabel(words, window),
                        })}
                      />
                    </label>
                    <Button type="submit" size="sm" variant="secondary">
                      {t('save')}
                    </Button>
                  </ActionForm>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>

      <section aria-labelledby="closed-days" className="mt-10">
        <h2 id="closed-days" className="text-xl font-bold text-brand-900">
          {t('closedDays')}
        </h2>
        {closed.length === 0 ? (
          <p className="mt-2 text-gray-600">{t('noClosedDays')}</p>
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
                  <ActionForm action={openDayAction} permalink={permalink} className="inline">
                    {hidden}
                    <input type="hidden" name="day" value={c.day} />
                    <Button
                      type="submit"
                      size="sm"
                      variant="neutral"
                      aria-label={t('reopenLabel', { day: longDate(c.day, locale) })}
                    >
                      {t('reopen')}
                    </Button>
                  </ActionForm>
                </div>
                {c.bookings.length > 0 && (
                  <div
                    className="mt-2 rounded bg-amber-50 p-2 text-sm text-amber-900"
                    role="note"
                    data-testid="closed-day-bookings"
                  >
                    <p className="font-semibold">
                      {t('bookingsWarning', { count: c.bookings.length })}
                    </p>
                    <ul className="mt-1">
                      {c.bookings.map((b) => (
                        <li key={b.id}>
                          <a
                            href={`${localizedPath(locale, '/admin/schedule')}?day=${c.day}&view=day&booking=${b.id}#booking-panel`}
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
                )}
              </li>
            ))}
          </ul>
        )}
        <h3 className="mt-4 font-bold text-brand-900">{t('addClosed')}</h3>
        <ActionForm
          action={closeDayAction}
          permalink={permalink}
          className="mt-2 flex flex-wrap items-end gap-3"
          data-testid="close-day-form"
        >
          {hidden}
          <label className="text-sm font-semibold">
            {t('day')}
            <Input
              name="day"
              type="date"
              required
              dir="ltr"
              size="sm"
              defaultValue={error ? one(query.day) : undefined}
            />
          </label>
          <label className="text-sm font-semibold">
            {t('nameEn')}
            <Input
              name="nameEn"
              required
              maxLength={80}
              dir="ltr"
              lang="en"
              size="sm"
              defaultValue={error ? one(query.nameEn) : undefined}
            />
          </label>
          <label className="text-sm font-semibold">
            {t('nameAr')}
            <Input
              name="nameAr"
              required
              maxLength={80}
              dir="rtl"
              lang="ar"
              size="sm"
              defaultValue={error ? one(query.nameAr) : undefined}
            />
          </label>
          <Button type="submit" size="sm">
            {t('close')}
          </Button>
        </ActionForm>
      </section>

      <section aria-labelledby="settings-history" className="mt-10">
        <h2 id="settings-history" className="text-xl font-bold text-brand-900">
          {t('history.heading')}
        </h2>
        {history.length === 0 ? (
          <p className="mt-2 text-gray-600">{t('history.empty')}</p>
        ) : (
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-sm" data-testid="settings-history">
              <thead className="bg-brand-50">
                <tr>
                  {(['when', 'who', 'what', 'old', 'new'] as const).map((h) => (
                    <th key={h} scope="col" className="p-2 text-start">
                      {t(`history.${h}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {history.map((e) => (
                  <tr key={e.id} className="border-b border-gray-100">
                    <td className="p-2 whitespace-nowrap">{eventTime(e.createdAt, locale)}</td>
                    <td className="p-2">
                      <bdi dir="ltr">{e.actor.replace(/^staff:/, '')}</bdi>
                    </td>
                    <td className="p-2">
                      {kindText(e.kind)}
                      {/* A technician's subject is their id; the values carry their name. */}
                      {e.kind !== 'technician' && (
                        <>
                          : <bdi dir="ltr">{e.subject}</bdi>
                        </>
                      )}
                    </td>
                    <td className="p-2">
                      <bdi>{e.oldValue ?? '–'}</bdi>
                    </td>
                    <td className="p-2 font-semibold">
                      <bdi>{e.newValue ?? '–'}</bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
