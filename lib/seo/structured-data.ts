import type {
  Article,
  BreadcrumbList,
  Graph,
  HomeAndConstructionBusiness,
  Offer,
  Service,
} from 'schema-dts';
import type { PriceItem } from '@/lib/pricing/price-list';
import { business } from '@/lib/config/business';
import { openingHours, weekdayNames, weekdays, type Weekday } from '@/lib/config/hours';
import { infoFor } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl } from './metadata';

/** One business node for the whole site; every Service points to it by @id. */
export const businessId = () => `${business.siteUrl}/#business`;

const dayUrl = (day: Weekday) => `https://schema.org/${weekdayNames[day]}`;

/** The opening hours as schema.org states them, one specification per set of days. */
export const openingHoursSpecification = () =>
  openingHours.map((h) => ({
    '@type': 'OpeningHoursSpecification' as const,
    dayOfWeek: h.days.map(dayUrl),
    opens: h.opens,
    closes: h.closes,
  }));

export function businessNode(
  locale: Locale,
  emirateNames: string[],
  description: string,
): HomeAndConstructionBusiness {
  return {
    // HomeAndConstructionBusiness, narrowed to the trades the company practises.
    '@type': [
      'HVACBusiness',
      'Electrician',
      'Plumber',
      'HousePainter',
    ] as unknown as 'HomeAndConstructionBusiness',
    '@id': businessId(),
    name: business.name[locale],
    alternateName: business.name[infoFor(locale).other],
    description,
    url: absoluteUrl(locale, '/'),
    logo: `${business.siteUrl}/icon.svg`,
    image: `${business.siteUrl}/icon.svg`,
    telephone: business.phone,
    email: business.email,
    foundingDate: String(business.foundedYear),
    priceRange: 'AED',
    address: { '@type': 'PostalAddress', addressCountry: 'AE' },
    areaServed: emirateNames.map((name) => ({ '@type': 'AdministrativeArea', name })),
    openingHoursSpecification: openingHoursSpecification() as never,
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: business.phone,
        email: business.email,
        areaServed: 'AE',
        availableLanguage: ['English', 'Arabic'],
      },
      {
        '@type': 'ContactPoint',
        contactType: 'emergency',
        telephone: business.phone,
        areaServed: 'AE',
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          opens: '00:00',
          closes: '23:59',
          dayOfWeek: weekdays.map(dayUrl) as never,
        },
      },
    ],
  };
}

/**
 * A price a page states, as search engines read it: AED before VAT, as the list holds it and the page
 * shows it. A "from" price is the lowest of a range (minPrice); a fixed one is the price itself.
 */
export function offerNode(item: PriceItem): Offer {
  const spec = {
    '@type': 'PriceSpecification' as const,
    priceCurrency: 'AED',
    valueAddedTaxIncluded: false,
  };
  return {
    '@type': 'Offer',
    identifier: item.id,
    price: item.amount,
    priceCurrency: 'AED',
    priceSpecification:
      item.kind === 'from' ? { ...spec, minPrice: item.amount } : { ...spec, price: item.amount },
    offeredBy: { '@id': businessId() },
  };
}

/** The offers of the prices a page states; AMC volume discounts are percentages, not prices. */
export const offerNodes = (prices: readonly PriceItem[] = []): Offer[] =>
  prices.filter((p) => p.kind !== 'percent').map(offerNode);

/** A Service offered on a service, emirate or area page, with the prices the page states. */
export function serviceNode(
  locale: Locale,
  path: string,
  name: string,
  description: string,
  areaServed: string,
  prices: readonly PriceItem[] = [],
): Service {
  const offers = offerNodes(prices);
  return {
    '@type': 'Service',
    '@id': `${absoluteUrl(locale, path)}#service`,
    name,
    description,
    url: absoluteUrl(locale, path),
    provider: { '@id': businessId() },
    areaServed: { '@type': 'Place', name: areaServed },
    ...(offers.length ? { offers } : {}),
  } as Service;
}

export function breadcrumbNode(
  locale: Locale,
  trail: { label: string; href: string }[],
): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: absoluteUrl(locale, c.href),
    })),
  };
}

export const graph = (...nodes: Graph['@graph']) =>
  ({ '@context': 'https://schema.org', '@graph': nodes }) as Graph;

/** An article, published by the business. */
export function articleNode(
  locale: Locale,
  path: string,
  a: {
    title: string;
    description: string;
    published: string;
    updated?: string;
    authorRole: string;
  },
): Article {
  return {
    '@type': 'Article',
    headline: a.title,
    description: a.description,
    datePublished: a.published,
    dateModified: a.updated ?? a.published,
    inLanguage: locale,
    mainEntityOfPage: absoluteUrl(locale, path),
    author: { '@type': 'Organization', '@id': businessId(), name: business.name[locale] },
    publisher: { '@id': businessId() },
  } as Article;
}
