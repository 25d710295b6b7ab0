import { getTranslations } from 'next-intl/server';
import { staffMoment } from '@/components/workspace/format';
import { leadColumns } from '@/lib/leads/model';
import type { Locale } from '@/lib/i18n/routing';
import { staffNames } from '@/lib/workspace/names';
import type { LeadView } from '@/lib/workspace/pages';

// Every stored column staff read, except the status (in the heading) and the consent (shown below).
const shown = leadColumns
  .map((c) => c.column)
  .filter((c) => c !== 'status' && c !== 'marketingConsent');

/** A lead's stored fields (the empty ones left out) and the consent it was sent with. */
export async function LeadFields({ lead, locale }: { lead: LeadView['lead']; locale: Locale }) {
  const t = await getTranslations('admin');
  const when = await staffMoment();
  const names = staffNames(locale);
  // What is stored as a slug, by its name in the page's language.
  const named: Partial<Record<(typeof shown)[number], () => string>> = {
    kind: () => names.kind(lead.kind),
    service: () => names.service(lead.service),
    emirate: () => names.emirate(lead.emirate),
    area: () => names.area(lead.emirate, lead.area),
    propertyType: () => names.propertyType(lead.propertyType),
    preferredWindow: () => names.window(lead.preferredWindow),
    role: () => names.role(lead.role),
  };
  const value = (key: (typeof shown)[number]) => {
    const v = lead[key];
    if (v === null || v === undefined || v === '') return null;
    if (v instanceof Date) return when(v);
    return named[key]?.() ?? String(v);
  };
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {shown.map((key) => {
        const v = value(key);
        return v ? (
          <div key={key} className={key === 'message' ? 'sm:col-span-2' : ''}>
            <dt className="text-xs font-semibold text-gray-600">{t(`detail.fields.${key}`)}</dt>
            <dd className="whitespace-pre-wrap">
              <bdi>{v}</bdi>
            </dd>
          </div>
        ) : null;
      })}
      <div className="sm:col-span-2">
        <dt className="text-xs font-semibold text-gray-600">{t('detail.consent')}</dt>
        <dd>
          {lead.marketingConsent ? t('detail.marketingYes') : t('detail.marketingNo')} ·{' '}
          {t('detail.notice', { version: lead.noticeVersion, date: when(lead.consentAt) })}
        </dd>
      </div>
    </dl>
  );
}
