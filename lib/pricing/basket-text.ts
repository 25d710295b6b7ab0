import { planValues } from '@/lib/amc/plan-name';
import type { Locale } from '@/lib/i18n/routing';
import { serverText } from '@/lib/i18n/server-text';
import type { BasketText } from './lines-view';

// The words of a basket in one language, read from the messages (estimate.services, prices.items,
// estimate.unitTypes and basket.*): for pages, e-mails, the .ics file and the CSV alike. The result is
// plain data, so a page can hand it to the browser's estimate too.

export function basketText(locale: Locale): BasketText {
  const t = serverText(locale);
  const keep = { service: '{service}', item: '{item}', unitType: '{unitType}' };
  const services = ['cleaning', 'deep-cleaning', 'gas', 'installation', 'diagnosis'] as const;
  const plans = ['amc-basic', 'amc-standard', 'amc-comprehensive'] as const;
  const unitTypes = ['split', 'window', 'cassette', 'ducted', 'package'] as const;
  const itemIds = [
    'visit.diagnosis',
    ...unitTypes.flatMap((u) => [`cleaning.${u}`, `deep-cleaning.${u}`]),
    'gas.r32',
    'gas.r410a',
    'gas.r22',
    'installation.split-2tr',
    'installation.split-3tr',
    'installation.window',
    'installation.cassette',
    'installation.ducted',
    'amc.basic',
    'amc.standard',
    'amc.comprehensive',
  ];
  return {
    services: Object.fromEntries(
      [...services, ...plans].map((s) => [s, t(`estimate.services.${s}`, planValues(t, s))]),
    ),
    items: Object.fromEntries(
      itemIds.map((id) => [id, t.maybe(`prices.items.${id}`, planValues(t, id)) ?? id]),
    ),
    // The price list's own name for each unit type («مكيف سبليت», "Split unit"), so a gas line and a
    // cleaning line in one table name the same unit alike.
    unitTypes: Object.fromEntries(unitTypes.map((u) => [u, t(`prices.items.cleaning.${u}`)])),
    lineName: t('basket.lineName', keep),
    lineNameUnit: t('basket.lineNameUnit', keep),
    from: t('basket.from', { amount: '{amount}' }),
    range: t('basket.range', { low: '{low}', high: '{high}' }),
    discount: t('basket.discount', { percent: '{percent}' }),
    afterSurvey: t('basket.afterSurvey'),
    heading: t('basket.heading'),
    columns: {
      item: t('basket.columns.item'),
      count: t('basket.columns.count'),
      unitPrice: t('basket.columns.unitPrice'),
      total: t('basket.columns.total'),
    },
    beforeVat: t('basket.beforeVat'),
    vat: t('basket.vat'),
    withVat: t('basket.withVat'),
  };
}
