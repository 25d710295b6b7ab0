import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import type { DiagnosisWords } from './diagnosis-types';
import { DIAGNOSIS_ID } from './basket';
import { serverText } from '@/lib/i18n/server-text';
import { formatAed, toFils } from './money';
import type { Prices } from './price-list';
import { priceWords } from './view';

/** The diagnosis visit in words: its fee, that it is waived on going ahead, what repairs usually cost. */
export function diagnosisWords(locale: Locale, prices: Prices): DiagnosisWords {
  const t = serverText(locale);
  const words = priceWords(locale);
  const fee = prices.get(DIAGNOSIS_ID);
  return {
    label: t('basket.diagnosis.label'),
    fee: fee ? t('basket.diagnosis.fee', { amount: formatAed(toFils(fee.amount), locale) }) : '',
    waived: t('basket.diagnosis.waived'),
    repairsHeading: t('basket.diagnosis.repairsHeading'),
    repairs: [...prices.values()]
      .filter((p) => p.id.startsWith('repair.'))
      .map((p) => `${words.name(p.id)}: ${words.from(p)} ${words.amount(p)}`),
  };
}
