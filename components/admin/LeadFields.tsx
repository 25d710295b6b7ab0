import { getTranslations } from 'next-intl/server';
import { staffMoment } from '@/components/workspace/format';
import { leadColumns } from '@/lib/leads/model';
import type { LeadView } from '@/lib/workspace/pages';

// Every stored column staff read, except the status (in the heading) and the consent (shown below).
const shown = leadColumns
  .map((c) => c.column)
  .filter((c) => c !== 'status' && c !== 'marketingConsent');

/** A lead's stored fields (the empty ones left out) and the consent it was sent with. */
export async function LeadFields({ lead }: { lead: LeadView['lead'] }) {
  const t = await getTranslations('admin');
  const when = await staffMoment();
  const value = (key: (typeof shown)[number]) => {
    const v = lead[key];
    if (v === null || v === undefined || v === '') return null;
    if (v instanceof Date) return when(v);
    if (key === 'kind') return t(`kinds.${lead.kind}`);
    return String(v);
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
