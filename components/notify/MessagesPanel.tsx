import { eventTime } from '@/lib/booking/recap';
import type { Locale } from '@/lib/i18n/locales';
import { serverText } from '@/lib/i18n/server-text';
import type { StaffMessage } from '@/lib/notify/read';

// The record's WhatsApp messages: which step each told, and where it is (queued and when, sent,
// delivered, read, or failed with Meta's code, which staff act on by calling the customer).

export function MessagesPanel({
  messages,
  locale,
  consent,
}: {
  messages: readonly StaffMessage[];
  locale: Locale;
  /** The customer's answer: when they agreed, or that they stopped. */
  consent: { at: Date | null; stoppedAt: Date | null };
}) {
  const t = serverText(locale);
  const purpose = (p: string) => t.maybe(`notify.staff.purposes.${p}`) ?? p;
  const consentLine = consent.stoppedAt
    ? t('notify.staff.stopped', { at: eventTime(consent.stoppedAt, locale) })
    : consent.at
      ? t('notify.staff.consented', { at: eventTime(consent.at, locale) })
      : t('notify.staff.noConsent');
  return (
    <section className="rounded-lg border border-gray-200 p-4" data-testid="messages-panel">
      <h2 className="font-bold text-brand-900">{t('notify.staff.heading')}</h2>
      <p className="mt-1 text-sm text-gray-700">{consentLine}</p>
      {messages.length > 0 && (
        <ul className="mt-3 space-y-2 text-sm">
          {messages.map((m) => (
            <li key={m.id} data-testid="message-row" className="flex justify-between gap-3">
              <span>{purpose(m.purpose)}</span>
              <span
                className={m.status === 'failed' ? 'font-bold text-red-800' : 'text-gray-700'}
                data-status={m.status}
              >
                {m.status === 'queued'
                  ? t('notify.staff.statuses.queued', { at: eventTime(m.nextAttemptAt, locale) })
                  : t(`notify.staff.statuses.${m.status}`)}
                {m.status === 'failed' && m.errorCode ? ` (${m.errorCode})` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
