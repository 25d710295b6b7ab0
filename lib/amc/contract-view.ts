import { longDate } from '@/lib/booking/recap';
import type { Locale } from '@/lib/i18n/locales';
import type { ServerText } from '@/lib/i18n/server-text';
import { formatAed } from '@/lib/pricing/money';
import { amcPlanName } from './plan-name';
import { scheduleOf, type ContractRow } from './contract-store';

// A contract told in words, in one language: the customer's private page and the staff panel show the
// same rows and the same instalment schedule, from the amounts stored with the offer.

export interface ScheduleRow {
  number: string;
  period: string;
  net: string;
  vat: string;
  total: string;
}

const c = 'amcPlans.contract';

/** "1 January 2027 to 31 March 2027": a period's first and last day. */
const periodText = (t: ServerText, from: string, to: string, locale: Locale) =>
  t(`${c}.periodValue`, { from: longDate(from, locale), to: longDate(to, locale) });

export function contractRows(t: ServerText, k: ContractRow, locale: Locale): [string, string][] {
  const aed = (fils: number) => formatAed(fils, locale);
  const schedule = scheduleOf(k);
  const rows: [string, string | null][] = [
    [t('amcPlans.recap.plan'), amcPlanName(t, k.plan)],
    [
      t('amcPlans.recap.units'),
      t('amcPlans.recap.unitsValue', {
        units: k.units,
        type: t(`amcPlans.unitTypes.${k.unitType}`),
      }),
    ],
    [t(`${c}.period`), periodText(t, k.startDate, schedule.at(-1)!.to, locale)],
    [t(`${c}.instalments`), t(`${c}.instalmentsValue.${k.instalments}`)],
    [t('amcPlans.recap.perUnit'), aed(k.unitFils)],
    [
      t('amcPlans.recap.discount'),
      k.discountPercent
        ? t('amcPlans.recap.discountValue', { percent: k.discountPercent, units: k.units })
        : null,
    ],
    [t('amcPlans.recap.total'), aed(k.totalFils)],
    [t(`${c}.vat`), aed(k.vatFils)],
    [t('amcPlans.recap.totalWithVat'), aed(k.totalWithVatFils)],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/** Each instalment: which of how many, the period it pays for, and its amounts. */
export function scheduleRows(t: ServerText, k: ContractRow, locale: Locale): ScheduleRow[] {
  const schedule = scheduleOf(k);
  return schedule.map((i) => ({
    number: t(`${c}.numberValue`, { number: i.number, count: schedule.length }),
    period: periodText(t, i.from, i.to, locale),
    net: formatAed(i.netFils, locale),
    vat: formatAed(i.vatFils, locale),
    total: formatAed(i.totalFils, locale),
  }));
}
