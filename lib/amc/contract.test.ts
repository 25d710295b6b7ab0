import { describe, expect, it } from 'vitest';
import { listPrices } from '@/lib/pricing/price-list';
import {
  addMonths,
  contractEnd,
  instalmentSchedule,
  priceContract,
  readOffer,
  splitInstalments,
  type ContractTerms,
} from './contract';

const terms: ContractTerms = {
  plan: 'standard',
  unitType: 'split',
  units: 12,
  startDate: '2027-01-31',
  instalments: 'quarterly',
};

describe('AMC contract instalments', () => {
  it('bills a yearly contract in one instalment of the whole year', () => {
    expect(splitInstalments(486_000, 'yearly')).toEqual([486_000]);
  });

  it('splits a quarter four equal ways to the fils, the remainder on the first', () => {
    expect(splitInstalments(100_003, 'quarterly')).toEqual([25_003, 25_000, 25_000, 25_000]);
    expect(splitInstalments(100_000, 'quarterly')).toEqual([25_000, 25_000, 25_000, 25_000]);
    expect(splitInstalments(7, 'quarterly')).toEqual([4, 1, 1, 1]);
    for (const total of [1, 3, 99_999, 123_457])
      expect(splitInstalments(total, 'quarterly').reduce((a, b) => a + b)).toBe(total);
  });

  it('gives each quarter its period, a short month clamped, and VAT 5 % on each to the fils', () => {
    const schedule = instalmentSchedule(terms, 100_003);
    expect(schedule.map((i) => [i.from, i.to])).toEqual([
      ['2027-01-31', '2027-04-29'],
      ['2027-04-30', '2027-07-30'],
      ['2027-07-31', '2027-10-30'],
      ['2027-10-31', '2028-01-30'],
    ]);
    expect(schedule.map((i) => [i.netFils, i.vatFils, i.totalFils])).toEqual([
      [25_003, 1_250, 26_253],
      [25_000, 1_250, 26_250],
      [25_000, 1_250, 26_250],
      [25_000, 1_250, 26_250],
    ]);
    expect(contractEnd('2027-03-01')).toBe('2028-02-29');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
  });

  it('prices the contract from the list with its volume tier: 12 units of Standard, 10 % off', () => {
    expect(priceContract(listPrices(), terms)).toEqual({
      listUnitFils: 45_000,
      unitFils: 40_500,
      discountPercent: 10,
      totalFils: 486_000,
      vatFils: 24_300,
      totalWithVatFils: 510_300,
    });
    expect(priceContract(listPrices(), { ...terms, unitType: 'ducted' })).toBeNull();
  });
});

describe('reading an offer', () => {
  const today = '2026-11-30';
  const posted = {
    plan: 'basic',
    unitType: 'split',
    units: '٤',
    startDate: '2027-01-01',
    instalments: 'yearly',
  };

  it('takes a known plan, whole units (Arabic digits too) and a start from today', () => {
    expect(readOffer(posted, today)).toEqual({
      ok: true,
      terms: { ...posted, units: 4 },
    });
    expect(readOffer({ ...posted, startDate: today }, today).ok).toBe(true);
  });

  it('refuses a past start, no units, an unknown plan or instalment plan, naming each', () => {
    expect(
      readOffer(
        {
          plan: 'gold',
          unitType: 'split',
          units: '0',
          startDate: '2026-11-29',
          instalments: 'monthly',
        },
        today,
      ),
    ).toEqual({ ok: false, errors: ['plan', 'units', 'startDate', 'instalments'] });
    expect(readOffer({ ...posted, startDate: '2027-02-30' }, today)).toEqual({
      ok: false,
      errors: ['startDate'],
    });
  });
});
