import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { PricePreview } from '@/components/admin/PricePreview';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { Button, buttonClass } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { AdminsOnly } from '@/components/admin/AdminsOnly';
import { getViewer } from '@/lib/auth/viewer';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { priceHistory, pricesForStaff } from '@/lib/pricing/admin';
import { MAX_AED, parsePriceInput } from '@/lib/pricing/edit';
import { groupPrices } from '@/lib/pricing/groups';
import { formatAed, toFils } from '@/lib/pricing/money';
import { priceWords } from '@/lib/pricing/view';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/**
 * The staff price editor: every price with its current value; changing one is a GET form to a
 * preview (old → new, both languages, a sample estimate), then a posted Save. No JavaScript needed.
 */
export default async function PricesEditorPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  // The layout shows sign-in or "no access" to anyone but an admin; the data functions refuse too.
  const viewer = await getViewer();
  if (!viewer?.isStaff) return null;
  if (!viewer.isAdmin) return <AdminsOnly />;
  const query = await searchParams;
  const t = await getTranslations('admin.prices');
  const tp = await getTranslations('prices');
  const format = await getFormatter();
  const words = priceWords(locale);
  const [items, history] = await Promise.all([pricesForStaff(), priceHistory()]);
  const byId = new Map(items.map((p) => [p.id, p]));
  const editing = byId.get(one(query.edit) ?? '');
  const typed = one(query.amount);
  const parsed = editing && typed !== undefined ? parsePriceInput(editing, typed) : null;
  const saved = byId.get(one(query.saved) ?? '');
  const self = localizedPath(locale, '/admin/prices');
  const errorText = (code: string) => {
    switch (code) {
      case 'required':
      case 'format':
      case 'decimals':
      case 'tooLow':
      case 'percentRange':
      case 'conflict':
      case 'failed':
        return t(`errors.${code}`);
      default:
        return t('errors.tooHigh', { max: formatAed(toFils(MAX_AED), locale) });
    }
  };
  const problem =
    parsed && !parsed.ok
      ? parsed.error
      : query.conflict
        ? 'conflict'
        : query.failed
          ? 'failed'
          : null;
  const amountOf = (id: string, cents: number) => {
    const item = byId.get(id);
    return item ? words.amount({ ...item, amount: cents / 100 }) : String(cents / 100);
  };

  return (
    <>
      <p className="text-sm">
        <Link href="/admin" className="text-brand-700 underline">
          {t('backToInbox')}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-2 text-gray-700">{t('lead')}</p>

      {saved && (
        <p
          role="status"
          className="mt-4 rounded-lg bg-green-50 p-3 text-green-900"
          data-testid="price-saved"
        >
          {t('saved', { name: words.name(saved.id) })}
        </p>
      )}

      {editing && (
        <section
          id="editor"
          aria-labelledby="editor-heading"
          className="mt-6 rounded-xl border border-brand-600 p-4"
          data-testid="price-editor"
        >
          <h2 id="editor-heading" className="text-xl font-bold text-brand-900">
            {t('edit.heading', { name: words.name(editing.id) })}
          </h2>
          <p className="mt-1 text-gray-700">{words.full(editing)}</p>
          <form method="get" action={self} className="mt-3 flex flex-wrap items-end gap-3">
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
            <Button type="submit" size="sm">
              {t('edit.preview')}
            </Button>
            <Link href="/admin/prices" className={buttonClass({ variant: 'neutral', size: 'sm' })}>
              {t('edit.cancel')}
            </Link>
          </form>
          {problem && (
            <p
              id="amount-error"
              role="alert"
              className="mt-2 text-red-800"
              data-testid="price-error"
            >
              {errorText(problem)}
            </p>
          )}
          {parsed?.ok && !query.conflict && (
            <PricePreview locale={locale} prices={items} item={editing} amount={parsed.amount} />
          )}
        </section>
      )}

      {groupPrices(items).map(({ group, items: rows }) => (
        <section key={group} aria-labelledby={`g-${group}`} className="mt-8">
          <h2 id={`g-${group}`} className="text-xl font-bold text-brand-900">
            {tp(`groups.${group}.title`)}
          </h2>
          <ul className="mt-2 divide-y divide-gray-100" data-testid="staff-prices">
            {rows.map((item) => (
              <li
                key={item.id}
                data-price-id={item.id}
                className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2"
              >
                <span className="min-w-48 flex-1 font-semibold">{words.name(item.id)}</span>
                <span data-testid="current">{words.full(item)}</span>
                <Link
                  href={{ pathname: '/admin/prices', query: { edit: item.id } }}
                  className="text-sm text-brand-700 underline"
                  aria-label={`${t('change')}: ${words.name(item.id)}`}
                >
                  {t('change')}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}

      <section aria-labelledby="history-heading" className="mt-10">
        <h2 id="history-heading" className="text-xl font-bold text-brand-900">
          {t('history.heading')}
        </h2>
        {history.length === 0 ? (
          <p className="mt-2 text-gray-600">{t('history.empty')}</p>
        ) : (
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-sm" data-testid="price-history">
              <thead className="bg-brand-50">
                <tr>
                  {(['when', 'who', 'price', 'old', 'new'] as const).map((h) => (
                    <th key={h} scope="col" className="p-2 text-start">
                      {t(`history.${h}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {history.map((change) => (
                  <tr
                    key={change.id}
                    className="border-b border-gray-100"
                    data-price-id={change.priceId}
                  >
                    <td className="p-2 whitespace-nowrap">
                      {format.dateTime(change.createdAt, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                        numberingSystem: 'latn',
                      })}
                    </td>
                    <td className="p-2">
                      <bdi dir="ltr">{change.actor.replace(/^staff:/, '')}</bdi>
                    </td>
                    <td className="p-2">{words.name(change.priceId)}</td>
                    <td className="p-2">{amountOf(change.priceId, change.oldCents)}</td>
                    <td className="p-2 font-semibold">
                      {amountOf(change.priceId, change.newCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
