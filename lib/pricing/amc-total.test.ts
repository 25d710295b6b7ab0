import { describe, expect, it } from 'vitest';
import { amcPriceSheet, amcTotal, unitsTyped } from './amc-total';
import { estimate, MAX_UNITS } from './estimate';
import { amcPlans, listPrices, unitTypes, type PriceItem } from './price-list';

const prices = listPrices();
const sheet = amcPriceSheet(prices);
const total = (plan: string, units: string, unitType = 'split') =>
  amcTotal(sheet, { plan, units, unitType });

describe('the AMC total as typed', () => {
  it('reads the plans and the tiers of the price list, smallest tier first', () => {
    expect(sheet).toEqual({
      plans: { basic: 30_000, standard: 45_000, comprehensive: 70_000 },
      tiers: [
        { minUnits: 10, percent: 10 },
        { minUnits: 25, percent: 15 },
        { minUnits: 50, percent: 20 },
      ],
    });
  });

  it('applies no discount at 9 units and each tier from its threshold: 10, 25 and 50', () => {
    const at = (units: string) => total('basic', units);
    expect(at('9')).toMatchObject({ tier: null, unit: 30_000, total: 270_000 });
    expect(at('10')).toMatchObject({ tier: { minUnits: 10, percent: 10 }, unit: 27_000 });
    expect(at('24')).toMatchObject({ tier: { percent: 10 } });
    expect(at('25')).toMatchObject({ tier: { minUnits: 25, percent: 15 }, unit: 25_500 });
    expect(at('49')).toMatchObject({ tier: { percent: 15 } });
    expect(at('50')).toMatchObject({ tier: { minUnits: 50, percent: 20 }, unit: 24_000 });
    expect(at('50')).toMatchObject({ total: 1_200_000, vat: 60_000, totalWithVat: 1_260_000 });
  });

  it('rounds the discounted unit to the fils, then VAT once on the year, to the fils', () => {
    // A staff-set price of AED 333.33: 10 % off is 299.997 → 300.00 a unit; 11 units 3,300.00;
    // VAT 165.00. At 25 units 15 % off: 283.3305 → 283.33; 25 × 283.33 = 7,083.25; VAT 354.1625 → 354.16.
    const odd = amcPriceSheet(
      new Map([
        ...prices,
        ['amc.basic', { ...prices.get('amc.basic')!, amount: 333.33 } as PriceItem],
      ]),
    );
    expect(amcTotal(odd, { plan: 'basic', unitType: 'split', units: '11' })).toMatchObject({
      unit: 30_000,
      total: 330_000,
      vat: 16_500,
      totalWithVat: 346_500,
    });
    expect(amcTotal(odd, { plan: 'basic', unitType: 'split', units: '25' })).toMatchObject({
      unit: 28_333,
      total: 708_325,
      vat: 35_416,
      totalWithVat: 743_741,
    });
  });

  it('equals the estimate the server stores, for every plan, priced unit type and size', () => {
    for (const plan of amcPlans)
      for (const unitType of ['split', 'window', 'cassette'] as const)
        for (const units of [1, 9, 10, 11, 24, 25, 26, 49, 50, 137, MAX_UNITS]) {
          const server = estimate(prices, { service: `amc-${plan}`, unitType, units })!;
          const typed = total(plan, String(units), unitType);
          expect(typed).toMatchObject({
            kind: 'total',
            total: server.low,
            totalWithVat: server.lowWithVat,
            tier: server.discountPercent ? { percent: server.discountPercent } : null,
          });
        }
  });

  it('says survey for ducted and package units, and waits for a plan and a valid number', () => {
    for (const unitType of unitTypes.filter((u) => u === 'ducted' || u === 'package'))
      expect(total('standard', '12', unitType)).toEqual({ kind: 'survey' });
    expect(total('', '12')).toEqual({ kind: 'incomplete' });
    expect(total('gold', '12')).toEqual({ kind: 'incomplete' });
    expect(total('basic', '12', '')).toEqual({ kind: 'incomplete' });
    for (const units of ['', '0', '-3', '2.5', '1e2', 'ten', String(MAX_UNITS + 1)])
      expect(total('basic', units)).toEqual({ kind: 'incomplete' });
  });

  it('reads the units by the sign-up rule', () => {
    expect(['7', ' 40 ', '0040', '', 'x', '12345'].map(unitsTyped)).toEqual([
      7,
      40,
      40,
      null,
      null,
      null,
    ]);
  });
});
