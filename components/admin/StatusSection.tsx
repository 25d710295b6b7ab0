import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { StatusForm } from '@/components/admin/StatusForm';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import type { LeadStatus } from '@/lib/leads/model';

/** The record's pipeline status and the form that changes it (a client leaf, given only its words). */
export async function StatusSection({
  id,
  current,
  locale,
}: {
  id: string;
  current: LeadStatus;
  locale: Locale;
}) {
  const t = await getTranslations('admin');
  const messages = await getMessages();
  return (
    <section className="rounded-lg border border-gray-200 p-4">
      <h2 className="font-bold text-brand-900">{t('detail.changeStatus')}</h2>
      <div className="mt-3">
        <NextIntlClientProvider messages={{ admin: messages.admin }}>
          <StatusForm id={id} current={current} permalink={localizedPath(locale, `/admin/${id}`)} />
        </NextIntlClientProvider>
      </div>
    </section>
  );
}
