import * as clock from '@/lib/clock';
import { getTranslations } from 'next-intl/server';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { bookingSchema } from '@/lib/booking/schema';
import { scopeFields, scopeQuery, type ScopeValues } from '@/lib/booking/scope';
import { loadShownCalendar } from '@/lib/booking/shown-calendar';
import { newFormKey } from '@/lib/requests/token';
import { calendarView } from '@/lib/booking/view';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { requiredFields } from '@/lib/validation/required';
import { BookingEstimate } from './BookingEstimate';
import { BookingForm } from './BookingForm';
import { Recap } from './Recap';
import type { BookingFormText } from './types';
import { whatsappQuestion } from '@/lib/notify/consent';
import { privacyNote } from '@/components/forms/privacy-note';

// The details fields the server refuses empty (the same for every request).
const { fullName, phone, email, message } = requiredFields(bookingSchema);
const detailsRequired = { fullName, phone, email, message };

/** When the form was shown, by the server's clock: the form works without a script writing it. */
const serverClock = () => String(clock.now().getTime());

/** Step 2: the recap of step 1, the live calendar and the details, posted to the booking action. */
export async function SlotStep({
  locale,
  scope,
  from,
  arrived = false,
}: {
  locale: Locale;
  scope: ScopeValues;
  from?: string;
  /** The visitor has just sent step 1 or paged the days: the focus lands on this step's heading. */
  arrived?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'booking' });
  const tForms = await getTranslations({ locale, namespace: 'forms' });
  const calendar = await loadShownCalendar(scope.emirate, from);
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
    whatsapp: whatsappQuestion(locale, 'visit'),
    confirm: t('details.confirm'),
    sending: t('details.sending'),
    errorTitle: t('errors.title'),
    checkFields: t('errors.checkFields'),
    website: tForms('fields.website.label'),
  };
  const hidden: Record<string, string> = {
    ...Object.fromEntries(scopeFields.map((f) => [f, scope[f]])),
    locale,
    sourcePath: '/book',
    from: calendar.first,
  };
  const pageLink = (start: string, go = true) => ({
    pathname: '/book' as const,
    // go=1: the visitor moved on through the steps (the page focuses this step's heading).
    query: { ...query, ...(start ? { from: start } : {}), ...(go ? { go: '1' } : {}) },
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
          permalink={getPathname({ href: pageLink(calendar.first, false), locale })}
          focusKey={arrived ? (from ?? 'first') : undefined}
          hidden={hidden}
          days={days}
          text={text}
          formKey={newFormKey()}
          startedAt={serverClock()}
          required={detailsRequired}
          privacyNote={await privacyNote(locale)}
        />
      </div>
    </>
  );
}
