import { describe, expect, it } from 'vitest';
import {
  bookingEstimateInput,
  estimateFields,
  estimateHiddenNames,
  estimateInputFrom,
  estimateServiceOf,
  storedEstimate,
} from './estimate-input';
import { listPrices, PRICE_LIST_VERSION } from './price-list';

describe('estimate input', () => {
  it('reads a complete query and refuses unknown or out-of-range parts', () => {
    expect(estimateInputFrom({ service: 'deep-cleaning', unitType: 'split', units: '3' })).toEqual({
      service: 'deep-cleaning',
      unitType: 'split',
      units: 3,
    });
    expect(estimateInputFrom({ service: 'gas', unitType: 'window', units: ['2', '9'] })).toEqual({
      service: 'gas',
      unitType: 'window',
      units: 2,
      refrigerant: 'r410a',
    });
    for (const bad of [
      { service: 'polishing', unitType: 'split', units: '3' },
      { service: 'cleaning', unitType: 'tower', units: '3' },
      { service: 'cleaning', unitType: 'split', units: '0' },
      { service: 'cleaning', unitType: 'split', units: '501' },
      { service: 'cleaning', unitType: 'split', units: '2.5' },
      { service: 'cleaning', unitType: 'split' },
    ])
      expect(estimateInputFrom(bad)).toBeNull();
  });

  it('round-trips through the quote form’s hidden fields', () => {
    const input = { service: 'gas', unitType: 'split', units: 4, refrigerant: 'r22' } as const;
    const hidden = estimateFields(input, estimateHiddenNames);
    expect(hidden).toEqual({
      estimateService: 'gas',
      estimateUnitType: 'split',
      estimateUnits: '4',
      estimateRefrigerant: 'r22',
    });
    expect(estimateInputFrom(hidden, estimateHiddenNames)).toEqual(input);
  });

  it('maps booking services to estimates; a repair or a generic AC visit has none', () => {
    expect(estimateServiceOf('air-conditioning/maintenance')).toBe('cleaning');
    expect(estimateServiceOf('air-conditioning/amc')).toBe('amc-standard');
    expect(estimateServiceOf('air-conditioning')).toBeNull();
    expect(estimateServiceOf('painting')).toBeNull();
    expect(bookingEstimateInput('air-conditioning/installation', '')).toEqual({
      service: 'installation',
      unitType: 'split',
      units: 1,
    });
    expect(bookingEstimateInput('air-conditioning/maintenance', 'x')).toBeNull();
  });

  it('stores the estimate with the price list version and the time', () => {
    const at = new Date('2026-11-22T06:00:00Z');
    const stored = storedEstimate(
      listPrices(),
      { service: 'amc-standard', unitType: 'split', units: 40 },
      at,
    );
    expect(stored).toMatchObject({
      discountPercent: 15,
      low: 1_530_000,
      priceListVersion: PRICE_LIST_VERSION,
      at: '2026-11-22T06:00:00.000Z',
    });
    expect(
      storedEstimate(listPrices(), { service: 'installation', unitType: 'package', units: 1 }, at),
    ).toBeNull();
  });
});
