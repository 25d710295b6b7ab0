import { getTranslations } from 'next-intl/server';
import { PhoneIcon, WhatsAppIcon } from '@/components/ui/icons';
import { business } from '@/lib/config/business';
import { formatUaePhone, telHref, whatsappHref } from '@/lib/config/contact-links';
import type { Locale } from '@/lib/i18n/routing';

/** When a visit can be booked, and when it is a phone call or a WhatsApp message at any hour instead. */
export async function EmergencyNote({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'booking.emergency' });
  const tClient = await getTranslations({ locale, namespace: 'client.whatsapp' });
  const phone = formatUaePhone(business.phone);
  return (
    <aside
      aria-labelledby="booking-emergency"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-gray-900"
    >
      <h2 id="booking-emergency" className="font-bold">
        {t('title')}
      </h2>
      {/* When to book (a unit that cools poorly is a visit, not an emergency), then when to call. */}
      <p className="mt-1 text-sm">{t('book')}</p>
      <p className="mt-1 text-sm">{t('text')}</p>
      <div className="mt-3 flex flex-wrap gap-3 text-sm font-bold">
        <a
          href={telHref(business.phone)}
          className="flex items-center gap-1 rounded-md border border-brand-700 px-3 py-2 text-brand-800 hover:bg-white"
        >
          <PhoneIcon />
          <span>{t.rich('call', { number: phone, phone: (c) => <bdi dir="ltr">{c}</bdi> })}</span>
        </a>
        <a
          href={whatsappHref(business.whatsapp, tClient('greeting'))}
          target="_blank"
          rel="noopener noreferrer"
          className="flex items-center gap-1 rounded-md bg-whatsapp-dark px-3 py-2 text-white hover:bg-whatsapp-darker"
        >
          <WhatsAppIcon />
          {t('whatsapp')}
        </a>
      </div>
    </aside>
  );
}
