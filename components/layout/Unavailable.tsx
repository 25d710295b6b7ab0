import { getTranslations } from 'next-intl/server';
import { business } from '@/lib/config/business';
import { formatUaePhone, telHref } from '@/lib/config/contact-links';

/**
 * What a page that needs the database shows when it does not answer (lib/requests/private-page.ts):
 * rendered on the server, so it reads the same without JavaScript, where a client error boundary
 * would leave an empty page. Says what happened and what to do, never the error itself; the link
 * back to the same address is the "try again" that works without a script.
 */
export async function Unavailable({ again }: { again: string }) {
  const t = await getTranslations('common.unavailable');
  return (
    <section
      role="alert"
      className="mx-auto max-w-2xl px-4 py-24 text-center"
      data-testid="unavailable"
    >
      <h1 className="text-3xl font-bold text-gray-900">{t('title')}</h1>
      <p className="mt-4 text-gray-700">{t('text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a
          href={again}
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t('retry')}
        </a>
        <a
          href={telHref(business.phone)}
          className="rounded-md border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('call', { phone: `\u2066${formatUaePhone(business.phone)}\u2069` })}
        </a>
      </div>
    </section>
  );
}
