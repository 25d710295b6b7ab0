import { expect, test, type Page } from '@playwright/test';
import { formatAed, toFils } from '../../lib/pricing/money';
import { listPrices } from '../../lib/pricing/price-list';

// Pages state the price list's amounts, written for their language, never a token; their JSON-LD
// offers carry the same amounts; and a page that states prices revalidates with the list within a
// minute (s-maxage=30), while one that states none stays static. The e2e database is seeded from the
// versioned list, so its amounts are the ones expected here.

const prices = listPrices();
const shown = (id: string, locale: 'en' | 'ar') =>
  formatAed(toFils(prices.get(id)!.amount), locale);

type OfferLd = {
  '@type': string;
  identifier: string;
  price: number;
  priceCurrency: string;
  priceSpecification: {
    price?: number;
    minPrice?: number;
    priceCurrency: string;
    valueAddedTaxIncluded: boolean;
  };
};

/** Every Offer in the page's JSON-LD, wherever it sits in the graph. */
async function offersOn(page: Page): Promise<OfferLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found: OfferLd[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      if ((node as { '@type'?: string })['@type'] === 'Offer') found.push(node as OfferLd);
      Object.values(node).forEach(visit);
    }
  };
  blocks.forEach((b) => visit(JSON.parse(b)));
  return found;
}

const pages = [
  // A service page and an area page, each stating a "from" and a fixed price.
  { path: '/services/air-conditioning/repair-cleaning', from: 'deep-cleaning.split' },
  { path: '/dubai/ac-services/jlt', from: 'cleaning.split' },
];

for (const { path, from } of pages)
  for (const locale of ['en', 'ar'] as const) {
    const url = locale === 'en' ? path : `/ar${path}`;
    test(`${url} states the list's prices in its language and in its offers`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response!.status()).toBe(200);
      const body = page.locator('body');
      // "AED 250" / «250 درهمًا», "AED 150" / «150 درهمًا»
      await expect(body).toContainText(shown(from, locale));
      await expect(body).toContainText(shown('visit.diagnosis', locale));
      expect(await page.content()).not.toContain('{{price');
      if (locale === 'ar') await expect(body).not.toContainText(/AED \d/);

      const offers = await offersOn(page);
      const fromOffer = offers.find((o) => o.identifier === from)!;
      expect(fromOffer).toMatchObject({ price: prices.get(from)!.amount, priceCurrency: 'AED' });
      expect(fromOffer.priceSpecification).toMatchObject({
        minPrice: prices.get(from)!.amount,
        priceCurrency: 'AED',
        valueAddedTaxIncluded: false,
      });
      const fixed = offers.find((o) => o.identifier === 'visit.diagnosis')!;
      expect(fixed.priceSpecification.price).toBe(prices.get('visit.diagnosis')!.amount);
      // Every offer's amount is one the page shows, written as the page writes it.
      for (const o of offers) await expect(body).toContainText(formatAed(toFils(o.price), locale));
    });
  }

test('a page stating prices revalidates within a minute; one stating none stays static', async ({
  request,
}) => {
  for (const url of ['/services/air-conditioning/repair-cleaning', '/ar/dubai/ac-services/jlt']) {
    const response = await request.get(url);
    expect(response.headers()['cache-control'], url).toMatch(/s-maxage=30(,|$)/);
  }
  const about = await request.get('/about');
  expect(about.status()).toBe(200);
  expect(about.headers()['cache-control']).not.toMatch(/s-maxage=30(,|$)/);
});
