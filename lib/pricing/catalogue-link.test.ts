import { describe, expect, it } from 'vitest';
import { serviceOptions } from '@/lib/leads/schemas';
import { linesFrom, priceBasket } from './basket';
import { bookingLineOf, itemBookingQuery, servicePageOf } from './catalogue-link';
import { bookingLines } from './estimate-input';
import { listPrices, priceList } from './price-list';

describe('the catalogue link of the price list', () => {
  const prices = listPrices();

  it('gives every price item a service page that exists', () => {
    for (const item of priceList) expect(serviceOptions, item.id).toContain(servicePageOf(item.id));
    expect(servicePageOf('gas.r410a')).toBe('air-conditioning/repair-cleaning');
    expect(servicePageOf('visit.handyman-hour')).toBe('handyman');
    expect(servicePageOf('polishing.car')).toBeNull();
  });

  it("gives each item's Book link a line that parses back to the same line, priced", () => {
    for (const item of priceList) {
      const query = itemBookingQuery(item.id);
      const line = bookingLineOf(item.id);
      if (!line) continue;
      expect(query, item.id).not.toBeNull();
      expect(linesFrom(query!.lines)).toEqual({ lines: [line], ok: true });
      expect(bookingLines({ service: query!.service, lines: query!.lines }, prices)).toEqual({
        lines: [line],
        ok: true,
      });
      expect(priceBasket(prices, [line]), item.id).not.toBeNull();
    }
  });

  it('books the line the price list names, a repair as its diagnosis visit', () => {
    expect(itemBookingQuery('gas.r410a')).toEqual({
      service: 'air-conditioning/repair-cleaning',
      acUnits: '1',
      lines: 'gas.r410a:split:1',
    });
    expect(itemBookingQuery('repair.pcb')).toEqual({
      service: 'air-conditioning/repair-cleaning',
      lines: 'visit.diagnosis::1',
    });
    expect(itemBookingQuery('installation.ducted')?.lines).toBe('installation.ducted:ducted:1');
    expect(itemBookingQuery('painting.villa-3br')).toEqual({ service: 'painting' });
    expect(itemBookingQuery('amc.tier-10')).toBeNull();
  });
});
