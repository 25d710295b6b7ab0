import type { ReactNode } from 'react';
import { business } from '@/lib/config/business';
import { telHref, whatsappHref } from '@/lib/config/contact-links';
import { companyPhone as companyPhoneText } from '@/lib/booking/recap';
import type { StatusWords } from '@/lib/booking/status-text';
import type { Locale } from '@/lib/i18n/locales';
import type { ServerText } from '@/lib/i18n/server-text';
import { PrivateSection } from './PrivatePage';

// Where a booking stands and what comes next, as the status table (lib/booking/status-copy.ts) says
// for its status: the coordinator's call only before it, the technician's first name once assigned
// and their phone on the way, the cut-off only while the page may change the visit, and "how did it
// go" once it is done. Nothing here is written for one status by hand.

interface Props {
  t: ServerText;
  locale: Locale;
  words: StatusWords;
  reference: string;
  /** The customer's own number as running text, for the coordinator's call. */
  customerPhone: string;
  /** The office hours the coordinator calls in, one line a group of days. */
  hours: string[];
  /** The cut-off in words, when the customer may still change the visit on this page. */
  changeCutoff: string | null;
  /** The review form or the review sent (components/reviews/ReviewPanel), under "How did it go?". */
  review?: ReactNode;
}

export function StatusNow({
  t,
  locale,
  words,
  reference,
  customerPhone,
  hours,
  changeCutoff,
  review,
}: Props) {
  const { copy, technician } = words;
  const companyPhone = companyPhoneText();
  return (
    <>
      <PrivateSection id="next-heading" title={words.headline}>
        <div data-testid="status-now">
          {copy.coordinatorCall && (
            <>
              <p className="mt-2">{t('bookingManage.next.call', { phone: customerPhone })}</p>
              <ul className="mt-1 list-disc ps-6">
                {hours.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="mt-2">
                {t('bookingManage.next.who', {
                  company: business.name[locale],
                  companyPhone,
                })}
              </p>
            </>
          )}
          <p className="mt-2" data-testid="status-next">
            {words.next}
          </p>
          {technician && (
            <p className="mt-2" data-testid="booking-technician">
              {t('bookingStatus.technician.label')}: <strong>{technician.firstName}</strong>
              {technician.phone && (
                <>
                  {' · '}
                  <a
                    href={telHref(technician.phone)}
                    className="font-semibold text-brand-700 underline"
                  >
                    {t('bookingStatus.technician.call', words.values)}
                  </a>
                </>
              )}
            </p>
          )}
          {changeCutoff && (
            <p className="mt-2">{t('bookingManage.next.change', { cutoff: changeCutoff })}</p>
          )}
        </div>
        <p className="mt-4 rounded-md border-s-4 border-accent-500 bg-gray-50 p-3 text-gray-900">
          {t('bookingManage.emergency', { phone: companyPhone })}
        </p>
      </PrivateSection>
      {copy.review && (
        <PrivateSection id="review-heading" title={t('bookingStatus.review.heading')} card>
          <p className="mt-2">{t('bookingStatus.review.text')}</p>
          <p className="mt-3">
            <a
              href={whatsappHref(
                business.whatsapp,
                t('bookingStatus.review.whatsappText', { reference }),
              )}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline"
              data-testid="review-whatsapp"
            >
              {t('bookingStatus.review.whatsapp')}
            </a>{' '}
            {t('bookingStatus.review.call', { companyPhone })}
          </p>
          {review}
        </PrivateSection>
      )}
    </>
  );
}
