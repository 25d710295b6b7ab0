import { getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/forms/ActionForm';
import { Button } from '@/components/ui/Button';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { savePriceAction } from '@/lib/pricing/admin-actions';
import { sampleEstimateFor, toCents } from '@/lib/pricing/edit';
import { estimate, type Estimate } from '@/lib/pricing/estimate';
import { formatAed } from '@/lib/pricing/money';
import type { PriceItem } from '@/lib/pricing/price-list';
import { priceWords } from '@/lib/pricing/view';

/**
 * The preview of one price change before it is saved: old → new, how the new price reads on an
 * English and an Arabic page, and what it does to a sample instant estimate. Then the Save form,
 * which carries the amount the preview showed as current (the action refuses if it moved meanwhile).
 */
export async function PricePreview({
  locale,
  prices,
  item,
  amount,
}: {
  locale: Locale;
  prices: readonly PriceItem[];
  item: PriceItem;
  amount: number;
}) {
  const t = await getTranslations('admin.prices.preview');
  const words = priceWords(locale);
  const next: PriceItem = { ...item, amount };
  const unchanged = toCents(amount) === toCents(item.amount);
  const sample = sampleEstimateFor(item.id);
  const mapOf = (list: readonly PriceItem[]) => new Map(list.map((p) => [p.id, p]));
  const before = sample ? estimate(mapOf(prices), sample) : null;
  const after = sample
    ? estimate(mapOf(prices.map((p) => (p.id === item.id ? next : p))), sample)
    : null;
  const range = (low: number, high: number) =>
    low === high
      ? formatAed(low, locale)
      : `${formatAed(low, locale)} – ${formatAed(high, locale)}`;
  const totals = (e: Estimate) => ({
    net: range(e.low, e.high),
    gross: range(e.lowWithVat, e.highWithVat),
  });

  return (
    <div className="mt-4 rounded-lg bg-gray-50 p-4" data-testid="price-preview">
      <h3 className="text-lg font-bold text-brand-900">{t('heading')}</h3>
      <dl className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold">{t('oldNew')}</dt>
        <dd data-testid="preview-change">
          {words.amount(item)} → <strong>{words.amount(next)}</strong>
        </dd>
        <dt className="font-semibold">{t('pageEn')}</dt>
        <dd lang="en" dir="ltr" data-testid="preview-en">
          {priceWords('en').full(next)}
        </dd>
        <dt className="font-semibold">{t('pageAr')}</dt>
        <dd lang="ar" dir="rtl" data-testid="preview-ar">
          {priceWords('ar').full(next)}
        </dd>
        <dt className="font-semibold">{t('sample')}</dt>
        <dd data-testid="preview-sample">
          {before && after ? (
            <>
              {t('sampleJob', { units: sample!.units, name: words.name(before.priceId) })}:{' '}
              {totals(before).net} → <strong>{totals(after).net}</strong> {t('beforeVat')};{' '}
              {totals(before).gross} → <strong>{totals(after).gross}</strong> {t('withVat')}
            </>
          ) : (
            t('noSample')
          )}
        </dd>
      </dl>
      {unchanged ? (
        <p className="mt-3 text-gray-700">{t('unchanged')}</p>
      ) : (
        <ActionForm
          action={savePriceAction}
          permalink={localizedPath(locale, '/admin/prices')}
          className="mt-4"
        >
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="amount" value={String(amount)} />
          <input type="hidden" name="old" value={String(toCents(item.amount))} />
          <Button type="submit">{t('save')}</Button>
        </ActionForm>
      )}
    </div>
  );
}
