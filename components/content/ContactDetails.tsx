import { Fragment } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { business } from '@/lib/config/business';
import { formatUaePhone, telHref, whatsappHref } from '@/lib/config/contact-links';
import { hoursLines } from '@/lib/i18n/hours-text';
import { localeFrom } from '@/lib/i18n/locales';
import { LeadFormSection } from '@/components/forms/LeadFormSection';

/** Phone, WhatsApp, e-mail and hours from the business facts, and the contact form. */
export async function ContactDetails({ sourcePath }: { sourcePath: string }) {
  const t = await getTranslations('common');
  const locale = localeFrom(await getLocale());
  const tClient = await getTranslations('client.whatsapp');
  const rows = [
    {
      label: t('contact.phone'),
      value: formatUaePhone(business.phone),
      href: telHref(business.phone),
    },
    {
      label: t('contact.whatsapp'),
      value: formatUaePhone(business.whatsapp),
      href: whatsappHref(business.whatsapp, tClient('greeting')),
      external: true,
    },
    { label: t('contact.email'), value: business.email, href: `mailto:${business.email}` },
  ];
  return (
    <>
      <section className="rounded-xl border border-gray-200 p-6">
        <h2 className="text-2xl font-bold text-brand-900">{t('contact.heading')}</h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {rows.map((r) => (
            <div key={r.label}>
              <dt className="text-sm font-semibold text-gray-600">{r.label}</dt>
              <dd>
                <a
                  href={r.href}
                  className="text-lg font-semibold text-brand-700 hover:underline"
                  {...(r.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <bdi dir="ltr">{r.value}</bdi>
                </a>
              </dd>
            </div>
          ))}
          <div>
            <dt className="text-sm font-semibold text-gray-600">{t('contact.hours')}</dt>
            <dd className="text-gray-800">
              {hoursLines(locale, t).map((line, i) => (
                <Fragment key={line}>
                  {i > 0 && <br />}
                  {line}
                </Fragment>
              ))}
            </dd>
          </div>
        </dl>
      </section>
      <section id="enquiry" className="rounded-xl bg-brand-50 p-6">
        <h2 className="text-2xl font-bold text-brand-900">{t('contact.formHeading')}</h2>
        <p className="mt-2 mb-6 text-gray-800">{t('footer.replyPromise')}</p>
        <LeadFormSection kind="contact" sourcePath={sourcePath} />
      </section>
    </>
  );
}
