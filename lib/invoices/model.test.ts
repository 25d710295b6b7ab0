import { describe, expect, it } from 'vitest';
import { priceBasket } from '@/lib/pricing/basket';
import { listPrices } from '@/lib/pricing/price-list';
import { invoiceNumberText, invoiceTotals, linesFromBooking, priceInvoiceLine } from './model';

const site = { source: 'site', priceId: null, unitType: null, description: 'Part' } as const;

describe('invoice arithmetic', () => {
  it('works VAT out per line on its net amount, half up to the fils, and adds the lines up', () => {
    // 3 × AED 0.33 = 99 fils: VAT 4.95 → 5 fils. 1 × AED 0.10 = 10 fils: VAT 0.5 → 1 fil (half up).
    const lines = [
      priceInvoiceLine({ ...site, count: 3, unitPriceFils: 33, discountFils: 0 }),
      priceInvoiceLine({ ...site, count: 1, unitPriceFils: 10, discountFils: 0 }),
    ];
    expect(lines.map((l) => [l.netFils, l.vatFils])).toEqual([
      [99, 5],
      [10, 1],
    ]);
    // VAT on the total (109 fils → 5.45 → 5) would differ from the lines' sum: the lines' sum is kept.
    expect(invoiceTotals(lines)).toEqual({
      subtotalFils: 109,
      discountFils: 0,
      vatFils: 6,
      totalFils: 115,
    });
  });

  it('takes VAT after the discount', () => {
    const line = priceInvoiceLine({ ...site, count: 2, unitPriceFils: 8550, discountFils: 1000 });
    expect([line.netFils, line.vatFils]).toEqual([16100, 805]);
  });

  it('turns booked lines into invoice lines, an AMC volume discount into fils off the line', () => {
    const basket = priceBasket(listPrices(), [
      { priceId: 'amc.standard', unitType: 'split', count: 10 },
      { priceId: 'deep-cleaning.split', unitType: 'split', count: 2 },
    ])!;
    const lines = linesFromBooking(basket.lines).map(priceInvoiceLine);
    expect(lines.map((l) => l.netFils)).toEqual(basket.lines.map((l) => l.low));
    expect(lines[0]!.discountFils).toBeGreaterThan(0);
    expect(lines[1]!.discountFils).toBe(0);
  });

  it('prints numbers in their series', () => {
    expect(invoiceNumberText('invoice', 42)).toBe('INV-000042');
    expect(invoiceNumberText('credit_note', 3)).toBe('CN-000003');
  });
});
