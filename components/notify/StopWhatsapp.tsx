import { ActionForm } from '@/components/forms/ActionForm';
import { PrivateSection } from '@/components/booking/PrivatePage';
import { Button } from '@/components/ui/Button';
import { stopWhatsappAction } from '@/lib/booking/manage-action';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import type { ServerText } from '@/lib/i18n/server-text';

/** The private page's way to end WhatsApp updates (as replying STOP does): a plain form post. */
export function StopWhatsapp({
  t,
  token,
  locale,
}: {
  t: ServerText;
  token: string;
  locale: Locale;
}) {
  return (
    <PrivateSection id="whatsapp-heading" title={t('notify.private.heading')} card>
      <p className="mt-2">{t('notify.private.text')}</p>
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
    </PrivateSection>
  );
}
