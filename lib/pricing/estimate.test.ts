import { describe, expect, it } from 'vitest';
import { amcDiscount, estimate } from './estimate';
import { listPrices } from './price-list';

const prices = listPrices();

describe('instant estimate', () => {
  it('multiplies a from price by the units and gives the usual top of the range, VAT added to the fils', () => {
    const e = estimate(prices, { service: 'deep-cleaning', unitType: 'split', units: 3 })!;
    expect(e.priceId).toBe('deep-cleaning.split');
    expect([e.low, e.high]).toEqual([75_000, 97_500]); // AED 750 to 975
    expect([e.lowWithVat, e.highWithVat]).toEqual([78_750, 102_375]);
    expect(e.factors).toContain('mould');
  });

  it('prices a gas top-up by refrigerant', () => {
    expect(
      estimate(prices, { service: 'gas', unitType: 'split', units: 1, refrigerant: 'r22' })?.low,
    ).toBe(45_000);
  });

  it('applies the AMC volume tier reached: 10, 25 and 50 units', () => {
    expect([1, 9, 10, 24, 25, 49, 50, 400].map((n) => amcDiscount(prices, n))).toEqual([
      0, 0, 10, 10, 15, 15, 20, 20,
    ]);
    // A 40-unit building on the standard plan: 450 × 0.85 = 382.50 a unit, 15,300 a year.
    const building = estimate(prices, { service: 'amc-standard', unitType: 'split', units: 40 })!;
    expect(building.discountPercent).toBe(15);
    expect([building.low, building.high]).toEqual([1_530_000, 1_530_000]);
    expect(building.lowWithVat).toBe(1_606_500);
  });

  it('rounds the discounted unit price to the fils before counting units', () => {
    const odd = new Map(prices);
    odd.set('amc.basic', { ...odd.get('amc.basic')!, amount: 333.35 });
    // 33,335 fils × 0.9 = 30,001.5 → 30,002 fils a unit (half up), then × 10 units.
    const e = estimate(odd, { service: 'amc-basic', unitType: 'split', units: 10 })!;
    expect(e.low).toBe(300_020);
    expect(e.lowWithVat).toBe(300_020 + 15_001);
  });

  it('says "after a survey" (null) where the list has no fair number, and refuses impossible counts', () => {
    expect(estimate(prices, { service: 'installation', unitType: 'package', units: 1 })).toBeNull();
    expect(estimate(prices, { service: 'amc-basic', unitType: 'ducted', units: 4 })).toBeNull();
    expect(estimate(prices, { service: 'cleaning', unitType: 'split', units: 0 })).toBeNull();
    expect(estimate(prices, { service: 'cleaning', unitType: 'split', units: 1.5 })).toBeNull();
    expect(estimate(prices, { service: 'cleaning', unitType: 'split', units: 501 })).toBeNull();
  });
});
