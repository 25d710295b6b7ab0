import { ActionForm } from '@/components/forms/ActionForm';
import { PrivateSection } from '@/components/booking/PrivatePage';
import { Button } from '@/components/ui/Button';
import { stopWhatsappAction } from '@/lib/booking/manage-action';
import { eventTime } from '@/lib/booking/recap';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import type { ServerText } from '@/lib/i18n/server-text';

/**
 * The private page's WhatsApp updates: a plain form post that ends them (as replying STOP does), and
 * once they are ended, when, so the customer can see it on every later visit to the page.
 */
export function StopWhatsapp({
  t,
  token,
  locale,
  stoppedAt,
  visitDone = false,
}: {
  t: ServerText;
  token: string;
  locale: Locale;
  stoppedAt: Date | null;
  /** After the visit only its invoice and the review request may still come: the text says so. */
  visitDone?: boolean;
}) {
  return (
    <PrivateSection id="whatsapp-heading" title={t('notify.private.heading')} card>
      {stoppedAt ? (
        <p className="mt-2" data-testid="whatsapp-stopped">
          {t('notify.private.stoppedOn', { at: eventTime(stoppedAt, locale) })}
        </p>
      ) : (
        <>
          <p className="mt-2">
            {t(visitDone ? 'notify.private.textAfter' : 'notify.private.text')}
          </p>
          <ActionForm
            action={stopWhatsappAction}
            permalink={localizedPath(locale, `/book/${token}`)}
            data-testid="whatsapp-stop-form"
            className="mt-3"
          >
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="locale" value={locale} />
            <Button type="submit" variant="neutral">
              {t('notify.private.submit')}
            </Button>
          </ActionForm>
        </>
      )}
    </PrivateSection>
  );
}
