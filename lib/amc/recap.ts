import { areaName } from '@/lib/booking/recap';
import type { amcRequests, leads } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import type { ServerText } from '@/lib/i18n/server-text';
import { formatAed } from '@/lib/pricing/money';
import { amcEstimateOf } from './store';
import { monthLabel } from './month';

// An AMC request told in words, in one language: its private page and its confirmation e-mail say
// the same thing this way. The amounts are the ones stored with the request, never recomputed: a later
// price change does not rewrite what the visitor was told.

type Lead = typeof leads.$inferSelect;
type Request = typeof amcRequests.$inferSelect;

export function amcRecapRows(
  t: ServerText,
  request: Pick<Request, 'reference'>,
  lead: Pick<Lead, 'estimate' | 'emirate' | 'area' | 'propertyType'>,
  locale: Locale,
): [string, string][] {
  const e = amcEstimateOf(lead);
  const r = 'amcPlans.recap';
  const emirate = (lead.emirate && t.maybe(`common.emirates.${lead.emirate}`)) ?? lead.emirate;
  const area = areaName(lead.emirate, lead.area, locale);
  const rows: [string, string | null][] = [
    [t(`${r}.plan`), t(`amcPlans.plans.${e.plan}.name`)],
    [
      t(`${r}.units`),
      t(`${r}.unitsValue`, { units: e.units, type: t(`amcPlans.unitTypes.${e.unitType}`) }),
    ],
    [
      t(`${r}.property`),
      (lead.propertyType && t.maybe(`forms.options.propertyType.${lead.propertyType}`)) ?? null,
    ],
    [t(`${r}.place`), [area, emirate].filter(Boolean).join(locale === 'ar' ? '، ' : ', ')],
    [t(`${r}.startMonth`), monthLabel(e.startMonth, locale)],
    ...((e.total === null || e.totalWithVat === null || e.unitPrice === null
      ? [[t(`${r}.survey`), t(`${r}.surveyValue`)]]
      : [
          [t(`${r}.perUnit`), formatAed(Math.round(e.unitPrice * 100), locale)],
          [
            t(`${r}.discount`),
            e.discountPercent
              ? t(`${r}.discountValue`, { percent: e.discountPercent, units: e.units })
              : null,
          ],
          [t(`${r}.total`), formatAed(e.total, locale)],
          [t(`${r}.totalWithVat`), formatAed(e.totalWithVat, locale)],
        ]) as [string, string | null][]),
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}
