import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumbs } from '@/components/content/Breadcrumbs';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { PaymentPolicy } from '@/components/payment/PaymentPolicy';
import { TwoWays } from '@/components/content/TwoWays';
import type { Locale } from '@/lib/i18n/routing';
import { itemBookingQuery } from '@/lib/pricing/catalogue-link';
import { groupPrices } from '@/lib/pricing/groups';
import { getPrices } from '@/lib/pricing/store';
import { isCap, priceWords } from '@/lib/pricing/view';
import { LabelledSection } from '@/components/ui/LabelledSection';
import { metadataOf, metaMessages } from '@/lib/content/metadata';

type Props = { params: Promise<{ locale: Locale }> };

// Rendered for each request, from the price list cached for a minute (getPrices(), under the prices
// tag, which a staff change expires at once), so a change shows at once, here and through nginx, which
// does not store it (`private, no-store`). Not prerendered, so that nothing but the cached list stands
// between a change and this page.
export const dynamic = 'force-dynamic';

export const generateMetadata = metadataOf('/prices', metaMessages('prices.meta'));

export default async function PricesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'prices' });
  const words = priceWords(locale);
  const groups = groupPrices((await getPrices()).values());

  return (
    <>
      <Breadcrumbs trail={[{ label: t('name'), href: '/prices' }]} />
      <section className="mx-auto max-w-4xl px-4 pt-6 pb-12">
        <h1 className="text-3xl font-bold text-brand-900">{t('h1')}</h1>
        <p className="mt-3 text-lg text-gray-700">{t('lead')}</p>
        <p className="mt-3 rounded-lg bg-brand-50 p-3 text-gray-800" data-testid="vat-note">
          {t('vat')}
        </p>
        <PaymentPolicy locale={locale} amc />
        {groups.map(({ group, items }) => (
          <LabelledSection
            key={group}
            id={`group-${group}`}
            title={t(`groups.${group}.title`)}
            className="mt-10"
            data-group={group}
          >
            <p className="mt-2 text-gray-700">{t(`groups.${group}.note`)}</p>
            {/* One list for every screen: columns side by side from `sm`, stacked on a phone. */}
            <div
              aria-hidden="true"
              className="mt-4 hidden border-b border-gray-300 pb-2 text-sm font-semibold text-gray-700 sm:grid sm:grid-cols-[1fr_11rem_9rem_5rem] sm:gap-4"
            >
              <span>{t('columns.service')}</span>
              <span>{t('columns.price')}</span>
              <span>{t('columns.withVat')}</span>
              <span />
            </div>
            <ul className="mt-2 sm:mt-0">
              {items.map((item) => {
                // The item's own booking: its line pre-filled, shown with its total (catalogue-link).
                const booking = itemBookingQuery(item.id);
                return (
                  <li
                    key={item.id}
                    data-price-id={item.id}
                    className="grid gap-1 border-b border-gray-100 py-3 sm:grid-cols-[1fr_11rem_9rem_5rem] sm:items-baseline sm:gap-4"
                  >
                    <span className="font-semibold text-gray-900">{words.name(item.id)}</span>
                    <span data-testid="price">
                      {item.kind === 'from' && (
                        <span className="text-sm text-gray-700">{words.from(item)} </span>
                      )}
                      <strong className="text-brand-900">{words.amount(item)}</strong>{' '}
                      <span className="text-sm text-gray-700">{words.unit(item)}</span>
                    </span>
                    <span className="text-sm text-gray-700" data-testid="with-vat">
                      {item.kind !== 'percent' && (
                        <>
                          {/* A cap is never charged: its note stands without "with VAT:" before it. */}
                          {!isCap(item) && (
                            <span className="sm:hidden">{t('columns.withVat')}: </span>
                          )}
                          {/* A "from" price is a floor with VAT too: the column says so again. */}
                          {item.kind === 'from' && !isCap(item) && `${words.from(item)} `}
                          {words.withVat(item)}
                        </>
                      )}
                    </span>
                    <span>
                      {booking && (
                        <Link
                          href={{ pathname: '/book', query: booking }}
                          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                          data-testid="book-item"
                        >
                          {t('bookItem')}
                          <span className="sr-only">: {words.name(item.id)}</span>
                        </Link>
                      )}
                    </span>
                  </li>
                );
              })}
            </ul>
          </LabelledSection>
        ))}
        <LabelledSection id="from-explained" title={t('fromExplained.title')} className="mt-10">
          <p className="mt-2 text-gray-700">{t('fromExplained.text')}</p>
        </LabelledSection>
        <LabelledSection
          id="prices-cta"
          title={t('cta.title')}
          className="mt-10 rounded-xl border border-gray-200 p-6 text-center"
        >
          <p className="mt-2 text-gray-700">{t('cta.text')}</p>
          <TwoWays
            className="mt-4"
            main={{ href: '/book', label: t('cta.book') }}
            other={{ href: '/quote', label: t('cta.quote') }}
          />
        </LabelledSection>
      </section>
    </>
  );
}
