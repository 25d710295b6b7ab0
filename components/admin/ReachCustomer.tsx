import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/Button';
import { formatUaePhone, telHref } from '@/lib/config/contact-links';
import type { Locale } from '@/lib/i18n/routing';
import { customerTemplates } from '@/lib/workspace/templates';

/**
 * One tap to call the customer, or to open WhatsApp with a message ready in their language. The
 * `wa.me` links are the fallback: when the Cloud API can send to this customer (WhatsApp on, consent
 * given, not stopped), the messages panel sends the approved templates instead.
 */
export async function ReachCustomer({
  lead,
  booking,
  templatesByApi = false,
}: {
  lead: { name: string; phone: string; locale: Locale };
  booking: { reference: string; day: string; window: string } | null;
  templatesByApi?: boolean;
}) {
  const t = await getTranslations('workspace.record.reach');
  const tl = await getTranslations('workspace.record.languages');
  return (
    <section className="rounded-lg border border-gray-200 p-4" data-testid="reach-customer">
      <h2 className="font-bold text-brand-900">{t('heading')}</h2>
      <p className="mt-1 text-sm text-gray-700">{t('language', { language: tl(lead.locale) })}</p>
      <ul className="mt-3 flex flex-col gap-2">
        <li>
          <a
            href={telHref(lead.phone)}
            className={buttonClass({ variant: 'secondary', className: 'w-full' })}
            data-testid="call-customer"
          >
            {t('call', { phone: `\u2066${formatUaePhone(lead.phone)}\u2069` })}
          </a>
        </li>
        {(templatesByApi ? [] : customerTemplates(lead, booking)).map((template) => (
          <li key={template.kind}>
            <a
              href={template.href}
              target="_blank"
              rel="noopener noreferrer"
              className="block rounded-md bg-whatsapp-dark px-4 py-2 text-center font-semibold text-white"
              data-template={template.kind}
            >
              {t(template.kind)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
