import { ActionForm } from '@/components/forms/ActionForm';
import { Button } from '@/components/ui/Button';
import { eventTime } from '@/lib/booking/recap';
import { localizedPath } from '@/lib/i18n/paths';
import { staffPurposesFor } from '@/lib/notify/staff-send';
import type { BookingStatus } from '@/lib/booking/model';
import { sendWhatsappAction } from '@/lib/notify/staff-actions';
import type { Locale } from '@/lib/i18n/locales';
import { serverText } from '@/lib/i18n/server-text';
import type { StaffMessage } from '@/lib/notify/read';

// The record's messages to the customer (WhatsApp and e-mail): which step each told, and where it is (queued and when, sent,
// delivered, read, or failed with Meta's code, which staff act on by calling the customer), and the
// one-tap sends of a template through the Cloud API while WhatsApp is on and the customer agreed.

export function MessagesPanel({
  leadId,
  messages,
  locale,
  consent,
  canSend,
  status,
}: {
  /** The visit's status: which templates are true to send now. */
  status: BookingStatus;
  leadId: string;
  /** WhatsApp is configured: staff may send a template by hand to a customer who agreed. */
  canSend: boolean;
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
              <span>
                {purpose(m.purpose)} · {t(`notify.staff.channels.${m.channel}`)}
              </span>
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
      {canSend && consent.at && !consent.stoppedAt && staffPurposesFor(status).length > 0 && (
        <div className="mt-4 space-y-2" data-testid="whatsapp-send">
          <p className="text-sm font-semibold text-gray-900">{t('notify.staff.sendHeading')}</p>
          {staffPurposesFor(status).map((p) => (
            <ActionForm
              key={p}
              action={sendWhatsappAction}
              permalink={localizedPath(locale, `/admin/${leadId}`)}
            >
              <input type="hidden" name="id" value={leadId} />
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="purpose" value={p} />
              <Button type="submit" size="sm" variant="secondary" className="w-full">
                {t('notify.staff.send', { purpose: purpose(p) })}
              </Button>
            </ActionForm>
          ))}
        </div>
      )}
    </section>
  );
}
