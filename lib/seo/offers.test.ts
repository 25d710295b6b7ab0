import { describe, expect, it } from 'vitest';
import { listPrices } from '@/lib/pricing/price-list';
import { offerNodes, serviceNode } from './structured-data';

const prices = listPrices();
const item = (id: string) => prices.get(id)!;

describe('Offer structured data', () => {
  it('states a "from" price as the minimum of a price specification, VAT excluded', () => {
    expect(offerNodes([item('deep-cleaning.split')])).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        identifier: 'deep-cleaning.split',
        price: 250,
        priceCurrency: 'AED',
        priceSpecification: {
          '@type': 'PriceSpecification',
          minPrice: 250,
          priceCurrency: 'AED',
          valueAddedTaxIncluded: false,
        },
      }),
    ]);
  });

  it('states a fixed price as the price itself and leaves out percentage discounts', () => {
    const [offer, ...rest] = offerNodes([item('visit.diagnosis'), item('amc.tier-10')]);
    expect(rest).toEqual([]);
    expect(offer).toMatchObject({
      price: 150,
      priceSpecification: { price: 150, valueAddedTaxIncluded: false },
    });
    expect(JSON.stringify(offer)).not.toContain('minPrice');
  });

  it('puts the offers on the page Service, and none when the page states no price', () => {
    const withPrices = serviceNode('ar', '/x', 'n', 'd', 'Dubai', [item('gas.r32')]) as {
      offers?: unknown[];
    };
    expect(withPrices.offers).toHaveLength(1);
    expect(serviceNode('en', '/x', 'n', 'd', 'Dubai')).not.toHaveProperty('offers');
  });
});
