import { getTranslations } from 'next-intl/server';
import { PricePreview } from '@/components/admin/PricePreview';
import { SubmitOrLeave } from '@/components/workspace/SubmitOrLeave';
import { Input } from '@/components/ui/Input';
import { PANEL, Section } from '@/components/workspace/Shells';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { MAX_AED } from '@/lib/pricing/edit';
import { formatAed, toFils } from '@/lib/pricing/money';
import type { PriceItem } from '@/lib/pricing/price-list';
import { priceWords } from '@/lib/pricing/view';
import type { PriceProblem } from '@/lib/workspace/price-editor';

/** One price opened for a change: the amount typed, what is wrong with it, or its preview. */
export async function PriceEditor({
  locale,
  items,
  editing,
  typed,
  problem,
  preview,
}: {
  locale: Locale;
  items: readonly PriceItem[];
  editing: PriceItem;
  typed: string | undefined;
  problem: PriceProblem | null;
  preview: number | null;
}) {
  const t = await getTranslations('admin.prices');
  const words = priceWords(locale);
  const errorText = (code: PriceProblem) =>
    code === 'tooHigh'
      ? t('errors.tooHigh', { max: formatAed(toFils(MAX_AED), locale) })
      : t(`errors.${code}`);
  return (
    <Section
      anchor="editor"
      id="editor-heading"
      heading={t('edit.heading', { name: words.name(editing.id) })}
      className={PANEL}
      data-testid="price-editor"
    >
      <p className="mt-1 text-gray-700">{words.full(editing)}</p>
      <form
        method="get"
        action={localizedPath(locale, '/admin/prices')}
        className="mt-3 flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="edit" value={editing.id} />
        <label className="text-sm font-semibold">
          {editing.kind === 'percent' ? t('edit.labelPercent') : t('edit.labelAed')}
          <Input
            name="amount"
            inputMode="decimal"
            required
            dir="ltr"
            defaultValue={typed ?? String(editing.amount)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'amount-error' : undefined}
            size="sm"
          />
        </label>
        <SubmitOrLeave submit={t('edit.preview')} leave={t('edit.cancel')} href="/admin/prices" />
      </form>
      {problem && (
        <p id="amount-error" role="alert" className="mt-2 text-red-800" data-testid="price-error">
          {errorText(problem)}
        </p>
      )}
      {preview !== null && (
        <PricePreview locale={locale} prices={items} item={editing} amount={preview} />
      )}
    </Section>
  );
}
