import { describe, expect, it } from 'vitest';
import {
  basketTotals,
  lineFromToken,
  linesFrom,
  linesValue,
  lineToken,
  priceBasket,
  type LineInput,
} from './basket';
import { basketText } from './basket-text';
import { estimate } from './estimate';
import { linesView } from './lines-view';
import { formatAed } from './money';
import { listPrices } from './price-list';

const prices = listPrices();
const villa: LineInput[] = [
  { priceId: 'deep-cleaning.split', unitType: 'split', count: 6 },
  { priceId: 'deep-cleaning.ducted', unitType: 'ducted', count: 1 },
];

describe('basket of price-list lines', () => {
  it('prices 6 split units and 1 ducted unit line by line, not as 7 split units', () => {
    const b = priceBasket(prices, villa)!;
    expect(b.lines.map((l) => [l.priceId, l.count, l.unitPriceFils, l.low, l.high])).toEqual([
      ['deep-cleaning.split', 6, 25_000, 150_000, 195_000],
      ['deep-cleaning.ducted', 1, 55_000, 55_000, 71_500],
    ]);
    expect([b.low, b.high]).toEqual([205_000, 266_500]); // AED 2,050 to 2,665
    expect([b.vatLow, b.vatHigh]).toEqual([10_250, 13_325]);
    expect([b.lowWithVat, b.highWithVat]).toEqual([215_250, 279_825]);
    expect(b.listVersion).toMatch(/^\d{4}-\d{2}$/);
    // Priced as 7 split units, the same villa would read AED 300 to 390 too low.
    const asSplit = estimate(prices, { service: 'deep-cleaning', unitType: 'split', units: 7 })!;
    expect([b.low - asSplit.low, b.high - asSplit.high]).toEqual([30_000, 39_000]);
  });

  it('is the one-line estimate when it holds one line', () => {
    const one = priceBasket(prices, [{ priceId: 'gas.r410a', unitType: 'split', count: 1 }])!;
    const e = estimate(prices, { service: 'gas', unitType: 'split', units: 1 })!;
    expect([one.low, one.high, one.lowWithVat, one.highWithVat]).toEqual([
      e.low,
      e.high,
      e.lowWithVat,
      e.highWithVat,
    ]);
    expect(one.lines[0]).toMatchObject({ priceId: 'gas.r410a', unitType: 'split' });
  });

  it('works VAT out per line to the fils and adds it up', () => {
    // 382.50 × 3 = 1,147.50 → VAT 57.375 → 57.38; 2 × 250 = 500 → VAT 25.
    const totals = basketTotals([
      { low: 114_750, high: 114_750 },
      { low: 50_000, high: 50_000 },
    ]);
    expect(totals.vatLow).toBe(5_738 + 2_500);
    expect(totals.lowWithVat).toBe(164_750 + 8_238);
  });

  it('gives the AMC tier the basket’s AMC units reach, across lines', () => {
    const b = priceBasket(prices, [
      { priceId: 'amc.standard', unitType: 'split', count: 20 },
      { priceId: 'amc.standard', unitType: 'cassette', count: 5 },
      { priceId: 'cleaning.ducted', unitType: 'ducted', count: 1 },
    ])!;
    expect(b.lines.map((l) => l.discountPercent)).toEqual([15, 15, 0]);
    // 450 × 0.85 = 382.50 a unit.
    expect(b.lines[0]!.low).toBe(38_250 * 20);
    expect(b.lines[2]!.low).toBe(35_000);
    // The table's unit price is the discounted one, so count × unit price is the line's total.
    const row = linesView(b.lines, basketText('en'), 'en').rows[0]!;
    expect(row.unitPrice).toBe(formatAed(38_250, 'en'));
    expect(row.total).toBe(formatAed(38_250 * 20, 'en'));
  });

  it('prices a diagnosis visit at the list fee, one visit, fixed', () => {
    const b = priceBasket(prices, [{ priceId: 'visit.diagnosis', unitType: null, count: 4 }])!;
    expect(b.lines[0]).toMatchObject({ count: 1, unitType: null, low: 15_000, high: 15_000 });
    expect(b.highWithVat).toBe(15_750);
  });

  it('refuses an unknown item, a unit type the item is not for, a repair, a count out of range', () => {
    for (const bad of [
      { priceId: 'cleaning.spaceship', unitType: 'split', count: 1 },
      { priceId: 'deep-cleaning.split', unitType: 'ducted', count: 1 },
      { priceId: 'repair.compressor', unitType: 'split', count: 1 },
      { priceId: 'amc.tier-50', unitType: 'split', count: 1 },
      { priceId: 'amc.basic', unitType: 'ducted', count: 1 },
      { priceId: 'gas.r32', unitType: 'split', count: 0 },
      { priceId: 'gas.r32', unitType: 'split', count: 501 },
      { priceId: 'gas.r32', unitType: null, count: 1 },
    ] as LineInput[])
      expect(priceBasket(prices, [...villa, bad]), JSON.stringify(bad)).toBeNull();
    expect(priceBasket(prices, [])).toBeNull();
  });

  it('merges two lines of the same item and unit type', () => {
    const b = priceBasket(prices, [...villa, villa[0]!])!;
    expect(b.lines.map((l) => l.count)).toEqual([12, 1]);
  });

  it('carries lines in links as tokens, and takes no amount from them', () => {
    expect(villa.map(lineToken)).toEqual([
      'deep-cleaning.split:split:6',
      'deep-cleaning.ducted:ducted:1',
    ]);
    expect(lineFromToken('visit.diagnosis::1')).toEqual({
      priceId: 'visit.diagnosis',
      unitType: null,
      count: 1,
    });
    // A forged amount is not part of a line: the token is refused, never read as a price.
    expect(lineFromToken('deep-cleaning.split:split:6:1')).toBeNull();
    expect(lineFromToken('deep-cleaning.split:boat:6')).toBeNull();
    expect(linesFrom('deep-cleaning.split:split:6,x').ok).toBe(false);
    expect(linesFrom(linesValue(villa))).toEqual({ lines: villa, ok: true });
    expect(linesFrom(undefined)).toEqual({ lines: [], ok: true });
  });

  it('prices again from the list it is given: a changed price changes the basket, nothing else does', () => {
    const dearer = new Map(prices);
    dearer.set('deep-cleaning.split', { ...prices.get('deep-cleaning.split')!, amount: 300 });
    expect(priceBasket(dearer, villa)!.lines[0]!.low).toBe(180_000);
  });
});
