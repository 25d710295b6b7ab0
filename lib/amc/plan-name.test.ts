import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { serverText } from '@/lib/i18n/server-text';
import { amcPlans } from '@/lib/pricing/price-list';
import { priceWords } from '@/lib/pricing/view';
import { amcPlanName, planNamed, planValues } from './plan-name';
import { amcRecapRows } from './recap';

// The plan has one name everywhere, in each language: the plans page, the estimate, the price list (and
// its staff editor), the private page and e-mails (the recap), and the staff record (the recap too).

/** Every string of a language's messages, with its key. */
function strings(node: unknown, key = ''): [string, string][] {
  if (typeof node === 'string') return [[key, node]];
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([k, v]) => strings(v, key ? `${key}.${k}` : k));
  return [];
}

/** Names a plan once had, which no message may use for it any more. */
const retiredNames: Record<string, RegExp> = { en: /\bBasic\b/, ar: /الباقة الأساسي(?!ة)/ };

describe('one name per AMC plan', () => {
  it('reads the plan from an estimate service or a price id', () => {
    expect(['amc-basic', 'amc.comprehensive', 'amc.tier-10', 'gas.r22'].map(planNamed)).toEqual([
      'basic',
      'comprehensive',
      null,
      null,
    ]);
  });

  for (const locale of ['en', 'ar'] as Locale[])
    it(`${locale}: every place that names a plan shows the plans page's name`, () => {
      const t = serverText(locale);
      const messages = loadMessages(locale) as unknown as {
        estimate: { services: Record<string, string> };
        prices: { items: { amc: Record<string, string> } };
        resources: { amcComparison: { columns: string[] } };
      };
      // The comparison resource's table heads the plans' columns with the same names.
      expect(messages.resources.amcComparison.columns.slice(1)).toEqual(
        amcPlans.map((plan) => amcPlanName(t, plan)),
      );
      for (const plan of amcPlans) {
        const name = amcPlanName(t, plan);
        // The labels that name a plan take the name as {plan}, never a copy of it.
        expect(messages.estimate.services[`amc-${plan}`]).toContain('{plan}');
        expect(messages.prices.items.amc[plan]).toContain('{plan}');
        // The estimate's choice, the price list (public and staff) and the recap (private page,
        // e-mails, staff record) all show it.
        expect(t(`estimate.services.amc-${plan}`, planValues(t, `amc-${plan}`))).toContain(name);
        expect(priceWords(locale).name(`amc.${plan}`)).toContain(name);
        const recap = amcRecapRows(
          t,
          { reference: 'AMC-TEST01' },
          {
            estimate: { plan, units: 3, unitType: 'split', startMonth: '2027-01', total: null },
            emirate: 'dubai',
            area: null,
            propertyType: 'villa',
          },
          locale,
        );
        expect(recap[0]).toEqual([t('amcPlans.recap.plan'), name]);
      }
      // No message calls a plan by another name.
      const retired = strings(messages).filter(([, text]) => retiredNames[locale]!.test(text));
      expect(retired).toEqual([]);
    });
});
