import { openPrivateRoute, privatePageMetadata } from '@/components/booking/private-route';
import { getTranslations } from 'next-intl/server';
import { StopWhatsapp } from '@/components/notify/StopWhatsapp';
import { History } from '@/components/history/History';
import { ChangeForms } from '@/components/booking/ChangeForms';
import { FocusOnMount } from '@/components/ui/FocusOnMount';
import { SentPhotos } from '@/components/booking/SentPhotos';
import { StatusNow } from '@/components/booking/StatusNow';
import {
  PrivateHeading,
  PrivateSection,
  RecapList,
  ReferenceCard,
} from '@/components/booking/PrivatePage';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { LinesTable } from '@/components/pricing/LinesTable';
import { basketText } from '@/lib/pricing/basket-text';
import { photoSizes } from '@/lib/booking/customer-photos';
import { isChangeDone, isChangeError } from '@/lib/booking/manage';
import { DAYS_SHOWN } from '@/lib/booking/model';
import {
  bookingRecap,
  bookingWhatsapp,
  companyPhone,
  longDate,
  phoneText,
  windowLabel,
} from '@/lib/booking/recap';
import { cancelledByUs } from '@/lib/booking/status-copy';
import { statusWords } from '@/lib/booking/status-text';
import { bookingByToken } from '@/lib/booking/by-token';
import { changeableOnline, loadRules, zoneCalendar } from '@/lib/booking/store';
import { hoursLines } from '@/lib/i18n/hours-text';
import type { PrivatePageProps } from '@/lib/requests/private-page';
import { ReviewPanel } from '@/components/reviews/ReviewPanel';
import { reviewOfRequest } from '@/lib/reviews/store';
import * as clock from '@/lib/clock';
import type { Db } from '@/lib/db/connect';

// A booking's private page, reached only by its unguessable link. Rendered per request and never
// stored by a cache (Next marks it `private, no-store`; next.config.ts and deploy/nginx.conf add
// a same-origin referrer policy and noindex for /book/<token>), so the token leaks neither to a cache nor to a site
// the visitor follows a link to.

export const generateMetadata = privatePageMetadata((t) => ({
  title: t('bookingManage.meta.title'),
  description: t('bookingManage.meta.description'),
}));

export default async function BookingPage(props: PrivatePageProps) {
  const opened = await openPrivateRoute(props, '/book', bookingAndCalendar);
  if (opened.unavailable) return opened.unavailable;
  const { locale, token, query, found, t } = opened;
  const { booking, lead, events, technician, lines, rules, days, photos, review } = found;

  const tCommon = await getTranslations('common');
  const recap = bookingRecap(t, booking, lead, locale, lines);
  const cutoff = t('bookingManage.cutoff', { hours: Math.round(rules.changeCutoffMinutes / 60) });
  const phone = companyPhone();
  const changeable = changeableOnline(booking, rules);
  // What the page says of the visit and offers comes from the status table (lib/booking/status-copy.ts).
  const words = statusWords(t, {
    status: booking.status,
    locale,
    cancelledByUs: cancelledByUs(events),
    reference: booking.reference,
    day: recap.day,
    window: recap.window,
    technician,
    companyPhone: phone,
  });
  const { copy } = words;

  // One message at a time takes the focus: an error, else what just changed, else the new booking.
  const error = isChangeError(query.error) ? query.error : null;
  const done = !error && isChangeDone(query.changed) ? query.changed : null;
  const isNew = !error && !done && query.new === '1';

  const recapRows = [
    [t('bookingManage.recap.service'), recap.service],
    [t('bookingManage.recap.place'), recap.place],
    [t('bookingManage.recap.day'), recap.day],
    [t('bookingManage.recap.window'), recap.window],
    [t('bookingManage.recap.propertyType'), recap.propertyType],
    [recap.unitsLabel, recap.units === null ? null : String(recap.units)],
  ].filter((row): row is [string, string] => Boolean(row[1]));

  return (
    <article className="mx-auto max-w-3xl px-4 pt-8 pb-12">
      <PrivateHeading id="booking-heading" autoFocus={isNew}>
        {t(isNew ? 'bookingManage.heading.new' : 'bookingManage.heading.existing')}
      </PrivateHeading>

      {done && (
        <p
          id="change-message"
          role="status"
          tabIndex={-1}
          autoFocus
          data-testid="change-message"
          className="mt-4 rounded-md border border-green-700 bg-green-50 p-3 font-semibold text-green-900"
        >
          {done === 'moved'
            ? t('bookingManage.changed.moved', {
                day: longDate(booking.day, locale),
                window: windowLabel(t, booking.window),
              })
            : done === 'whatsappStopped'
              ? t('notify.private.stopped')
              : t('bookingManage.changed.cancelled')}
        </p>
      )}
      {error && (
        <p
          id="change-error"
          role="alert"
          tabIndex={-1}
          autoFocus
          data-testid="change-error"
          className="mt-4 rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-900"
        >
          {t(`bookingManage.errors.${error}`, { cutoff, phone })}
        </p>
      )}

      {/* The booking form redirects here with JavaScript too, where autofocus is not applied. */}
      {isNew && !done && !error && <FocusOnMount key={token} id="booking-heading" />}
      {(done || error) && (
        <FocusOnMount
          key={`${booking.updatedAt.getTime()}-${done ?? error}`}
          id={done ? 'change-message' : 'change-error'}
        />
      )}

      <ReferenceCard
        label={t('bookingManage.reference.label')}
        reference={booking.reference}
        hint={t('bookingManage.reference.hint')}
        testId="booking-reference"
      />

      <PrivateSection id="recap-heading" title={t('bookingManage.recap.heading')}>
        <RecapList rows={recapRows} testId="booking-recap" />
        {/* The lines and totals as the customer saw them when booking (stored with the booking). */}
        <LinesTable
          lines={lines}
          text={basketText(locale)}
          locale={locale}
          testId="booking-lines"
          caption={t('basket.bookingHeading')}
        />
        <ul className="mt-4 flex flex-wrap gap-3">
          {/* A coming visit to add; a cancelled one to take out of the calendar; a done one stays. */}
          {(copy.visitAhead || copy.calendar.method === 'CANCEL') && (
            <li>
              <a
                href={`/api/booking/${token}/calendar`}
                download={`${booking.reference}.ics`}
                className="font-semibold text-brand-700 underline"
                data-testid="calendar-link"
              >
                {copy.visitAhead
                  ? t('bookingManage.links.calendar')
                  : t('bookingStatus.calendar.remove')}
              </a>
            </li>
          )}
          <li>
            <a
              href={bookingWhatsapp(t, booking.reference)}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline"
              data-testid="whatsapp-link"
            >
              {t('bookingManage.links.whatsapp')}
            </a>
          </li>
        </ul>
      </PrivateSection>

      <SentPhotos t={t} token={token} sizes={photos} />

      <StatusNow
        t={t}
        locale={locale}
        words={words}
        reference={booking.reference}
        customerPhone={lead.phone ? phoneText(lead.phone) : ''}
        hours={hoursLines(locale, tCommon)}
        changeCutoff={changeable ? cutoff : null}
        review={
          // A done visit may be reviewed (lib/reviews): one review, through this link only.
          booking.status === 'done' && (
            <ReviewPanel
              token={token}
              locale={locale}
              review={review}
              query={query}
              now={clock.now()}
            />
          )
        }
      />

      <PrivateSection id="booking-status" title={t('bookingManage.status.heading')}>
        <p className="mt-2">
          {t('bookingManage.status.current')}:{' '}
          <strong data-testid="booking-status">
            {t(`bookingManage.status.names.${booking.status}`)}
          </strong>
        </p>
        <h3 className="mt-4 font-semibold text-gray-800">{t('bookingManage.history.heading')}</h3>
        <History entries={events} locale={locale} audience="customer" />
      </PrivateSection>

      {lead.whatsappConsentAt && copy.updatesAhead && (
        <StopWhatsapp
          t={t}
          token={token}
          locale={locale}
          stoppedAt={lead.whatsappStoppedAt}
          visitDone={booking.status === 'done'}
        />
      )}

      {changeable ? (
        <ChangeForms
          t={t}
          token={token}
          locale={locale}
          current={{ day: booking.day, window: booking.window }}
          days={days}
          phone={phone}
        />
      ) : (
        <section className="mt-8 rounded-xl border border-gray-200 p-6" data-testid="change-closed">
          {copy.changes === 'online' ? (
            <p>{t('bookingManage.closed.tooLate', { cutoff, phone })}</p>
          ) : copy.changes === 'phone' ? (
            <p>{t('bookingStatus.changes.phone', { phone })}</p>
          ) : (
            <p>
              {t('bookingManage.closed.ended')}{' '}
              <Link href="/book" className="font-semibold text-brand-700 underline">
                {t('bookingManage.closed.bookAgain')}
              </Link>
            </p>
          )}
        </section>
      )}
      <p className="mt-8 text-sm text-gray-600">
        {t(`bookingManage.privateLink.${copy.linkWarning}`)}
      </p>
    </article>
  );
}

/** Everything the page reads from the database, in one go (openPrivatePage bounds it). */
async function bookingAndCalendar(db: Db, token: string) {
  const found = await bookingByToken(db, token);
  if (!found) return null;
  const rules = await loadRules(db);
  const days = changeableOnline(found.booking, rules)
    ? await zoneCalendar(db, found.booking.zone, { days: DAYS_SHOWN })
    : [];
  const photos = await photoSizes(db, found.booking.id);
  const review = found.booking.status === 'done' ? await reviewOfRequest(db, found.lead.id) : null;
  return { ...found, rules, days, photos, review };
}
