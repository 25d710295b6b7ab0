import { getTranslations } from 'next-intl/server';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { Section } from '@/components/workspace/Shells';
import type { Locale } from '@/lib/i18n/routing';
import { groupPrices } from '@/lib/pricing/groups';
import type { PriceItem } from '@/lib/pricing/price-list';
import { priceWords } from '@/lib/pricing/view';

/** Every price by group, with its current value and a link that opens it in the editor. */
export async function PriceList({
  locale,
  items,
}: {
  locale: Locale;
  items: readonly PriceItem[];
}) {
  const t = await getTranslations('admin.prices');
  const tp = await getTranslations('prices');
  const words = priceWords(locale);
  return groupPrices(items).map(({ group, items: rows }) => (
    <Section key={group} id={`g-${group}`} heading={tp(`groups.${group}.title`)}>
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
    </Section>
  ));
}
