import * as clock from '@/lib/clock';
import { getTranslations } from 'next-intl/server';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { lastBookableDate, datesFrom } from '@/lib/booking/calendar';
import { DAYS_SHOWN } from '@/lib/booking/model';
import { bookingSchema } from '@/lib/booking/schema';
import { scopeFields, scopeQuery, type ScopeValues } from '@/lib/booking/scope';
import { loadRules, zoneCalendar } from '@/lib/booking/store';
import { newFormKey } from '@/lib/booking/tokens';
import { calendarView } from '@/lib/booking/view';
import { zoneOfEmirate } from '@/lib/booking/zones';
import { isEmirateSlug } from '@/lib/catalogue/places';
import { uaeToday } from '@/lib/config/hours';
import { getDb } from '@/lib/db/client';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { errorCode, log } from '@/lib/log';
import { requiredFields } from '@/lib/validation/required';
import { BookingEstimate } from './BookingEstimate';
import { BookingForm } from './BookingForm';
import { Recap } from './Recap';
import type { BookingFormText } from './types';

// The details fields the server refuses empty (the same for every request).
const { fullName, phone, email, message } = requiredFields(bookingSchema);
const detailsRequired = { fullName, phone, email, message };

/** When the form was shown, by the server's clock: the form works without a script writing it. */
const serverClock = () => String(clock.now().getTime());

const isDate = (v: string | undefined): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The live calendar of the zone, DAYS_SHOWN days from `from`, and where the pages before and after start. */
async function loadCalendar(emirate: string, from: string | undefined) {
  if (!isEmirateSlug(emirate)) return null;
  try {
    const db = (await getDb()).db;
    const now = clock.now();
    const days = await zoneCalendar(db, zoneOfEmirate[emirate], {
      now,
      from: isDate(from) ? from : undefined,
      days: DAYS_SHOWN,
    });
    const last = lastBookableDate(await loadRules(db, now), now);
    const today = uaeToday(now);
    const shownFirst = days[0]?.date ?? today;
    const shownLast = days.at(-1)?.date ?? today;
    const later = shownLast < last ? datesFrom(shownLast, 2)[1] : undefined;
    const back = new Date(Date.parse(`${shownFirst}T12:00:00Z`) - DAYS_SHOWN * 86_400_000)
      .toISOString()
      .slice(0, 10);
    // The page before starts DAYS_SHOWN days earlier, or today ('' : no `from` in the link).
    const earlier = shownFirst > today ? (back > today ? back : '') : undefined;
    return { days, later, earlier, first: shownFirst };
  } catch (error) {
    log.error('booking.calendar_failed', errorCode(error));
    return null;
  }
}

/** Step 2: the recap of step 1, the live calendar and the details, posted to the booking action. */
export async function SlotStep({
  locale,
  scope,
  from,
}: {
  locale: Locale;
  scope: ScopeValues;
  from?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'booking' });
  const tForms = await getTranslations({ locale, namespace: 'forms' });
  const calendar = await loadCalendar(scope.emirate, from);
  const query = scopeQuery(scope);

  if (!calendar)
    return (
      <>
        <Recap locale={locale} scope={scope} />
        <p role="alert" className="mt-6 rounded-md bg-red-50 p-4 text-red-900">
          {t('calendar.unavailable')}
        </p>
      </>
    );

  const days = await calendarView(locale, calendar.days);
  const text: BookingFormText = {
    legend: t('calendar.legend'),
    days: t('calendar.days'),
    windowsOf: Object.fromEntries(
      days.map((d) => [d.date, t('calendar.windowsOf', { day: d.label })]),
    ),
    noneOpen: t('calendar.noneOpen'),
    slotStep: t('steps.slot'),
    details: t('steps.details'),
    requiredNote: tForms('requiredNote'),
    fields: {
      fullName: { label: tForms('fields.fullName.label') },
      phone: {
        label: tForms('fields.phone.label'),
        hint: tForms.rich('fields.phone.hint', { ltr: (c) => <bdi dir="ltr">{c}</bdi> }),
      },
      email: { label: tForms('fields.email.label'), hint: t('details.emailHint') },
      message: { label: t('details.messageLabel'), placeholder: t('details.messagePlaceholder') },
      photos: { label: t('details.photosLabel'), hint: t('details.photosHint') },
    },
    marketing: tForms('consent.marketing'),
    confirm: t('details.confirm'),
    sending: t('details.sending'),
    errorTitle: t('errors.title'),
    checkFields: t('errors.checkFields'),
    website: tForms('fields.website.label'),
  };
  const privacyHref = getPathname({ href: '/privacy', locale });
  const hidden: Record<string, string> = {
    ...Object.fromEntries(scopeFields.map((f) => [f, scope[f]])),
    locale,
    sourcePath: '/book',
    from: calendar.first,
  };
  const pageLink = (start: string) => ({
    pathname: '/book' as const,
    query: start ? { ...query, from: start } : query,
  });

  return (
    <>
      <Recap locale={locale} scope={scope} />
      <BookingEstimate locale={locale} scope={scope} />
      <nav
        aria-label={t('calendar.days')}
        className="mt-6 flex justify-between gap-3 text-sm font-semibold"
      >
        {calendar.earlier !== undefined ? (
          <Link href={pageLink(calendar.earlier)} className="text-brand-700 underline">
            {t('calendar.earlier')}
          </Link>
        ) : (
          <span />
        )}
        {calendar.later && (
          <Link
            href={pageLink(calendar.later)}
            className="text-brand-700 underline"
            data-testid="later-dates"
          >
            {t('calendar.later')}
          </Link>
        )}
      </nav>
      <div className="mt-4">
        <BookingForm
          permalink={getPathname({ href: pageLink(calendar.first), locale })}
          hidden={hidden}
          days={days}
          text={text}
          formKey={newFormKey()}
          startedAt={serverClock()}
          required={detailsRequired}
          privacyNote={tForms.rich('consent.privacy', {
            link: (chunks) => (
              <a href={privacyHref} className="text-brand-700 underline">
                {chunks}
              </a>
            ),
          })}
        />
      </div>
    </>
  );
}
