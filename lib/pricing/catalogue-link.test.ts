import { describe, expect, it } from 'vitest';
import { serviceOptions } from '@/lib/leads/schemas';
import { linesFrom, priceBasket } from './basket';
import {
  bookingLineOf,
  itemBookingQuery,
  linesEstimateQuery,
  pageBookingQuery,
  servicePageOf,
} from './catalogue-link';
import {
  bookingLines,
  estimateInputs,
  estimateRows,
  lineOfEstimate,
  rowFields,
} from './estimate-input';
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

  it('drops the AC fault box left ticked under a service that is not AC', () => {
    const diagnosis = 'visit.diagnosis::1';
    expect(linesFrom(diagnosis).lines).toHaveLength(1);
    expect(bookingLines({ service: 'painting', lines: diagnosis }, prices).lines).toEqual([]);
    expect(
      bookingLines({ service: 'air-conditioning/repair-cleaning', lines: diagnosis }, prices).lines,
    ).toHaveLength(1);
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

describe('linesEstimateQuery', () => {
  it('opens each line as an estimate row, every field in every row, with the place', () => {
    const query = linesEstimateQuery(
      [
        { priceId: 'deep-cleaning.split', unitType: 'split', count: 6 },
        { priceId: 'gas.r410a', unitType: 'ducted', count: 1 },
      ],
      { emirate: 'dubai', area: 'dubai-marina' },
    );
    expect(query.getAll('service')).toEqual(['deep-cleaning', 'gas']);
    expect(query.getAll('unitType')).toEqual(['split', 'ducted']);
    expect(query.getAll('units')).toEqual(['6', '1']);
    expect(query.getAll('refrigerant')).toEqual(['', 'r410a']);
    expect(query.get('emirate')).toBe('dubai');
    expect(query.get('area')).toBe('dubai-marina');
    // The estimate page reads back the same lines.
    const { inputs, valid } = estimateInputs(
      estimateRows(Object.fromEntries(rowFields.map((f) => [f, query.getAll(f)]))),
    );
    expect(valid).toBe(true);
    expect(inputs.map(lineOfEstimate)).toEqual([
      { priceId: 'deep-cleaning.split', unitType: 'split', count: 6 },
      { priceId: 'gas.r410a', unitType: 'ducted', count: 1 },
    ]);
  });

  it('leaves out the area without an emirate, and a line the estimate has no row for', () => {
    const query = linesEstimateQuery(
      [{ priceId: 'painting.villa-3br', unitType: null, count: 1 }],
      {
        area: 'x',
      },
    );
    expect(query.toString()).toBe('');
  });
});

describe('pageBookingQuery', () => {
  it('pre-fills the repair page with the diagnosis visit, and no other page with a line', () => {
    expect(
      pageBookingQuery({ service: 'air-conditioning/repair-cleaning', emirate: 'dubai' }),
    ).toEqual({
      service: 'air-conditioning/repair-cleaning',
      emirate: 'dubai',
      lines: 'visit.diagnosis::1',
    });
    for (const service of ['air-conditioning/maintenance', 'air-conditioning', 'painting'])
      expect(pageBookingQuery({ service })).toEqual({ service });
  });
});
