import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/Button';
import { business } from '@/lib/config/business';
import { formatUaePhone, telHref } from '@/lib/config/contact-links';
import { TryAgain } from './TryAgain';

/**
 * What a page that needs the database shows when it does not answer (lib/requests/private-page.ts):
 * rendered on the server, so it reads the same without JavaScript, where a client error boundary
 * would leave an empty page. Besides trying again, the visitor can call us.
 */
export async function Unavailable({ again }: { again: string }) {
  const t = await getTranslations('common.unavailable');
  return (
    <TryAgain
      words={{ title: t('title'), text: t('text'), retry: t('retry') }}
      again={again}
      testId="unavailable"
    >
      <a href={telHref(business.phone)} className={buttonClass({ variant: 'secondary' })}>
        {t('call', { phone: `\u2066${formatUaePhone(business.phone)}\u2069` })}
      </a>
    </TryAgain>
  );
}
