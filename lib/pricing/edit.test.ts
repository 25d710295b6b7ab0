import { describe, expect, it } from 'vitest';
import { parsePriceInput, sampleEstimateFor } from './edit';
import { groupOf, groupPrices } from './groups';
import { priceList } from './price-list';

const aed = { kind: 'fixed' } as const;
const percent = { kind: 'percent' } as const;

describe('a price staff type', () => {
  it('accepts AED above 0 up to 1,000,000 with at most two decimals', () => {
    expect(parsePriceInput(aed, '175')).toEqual({ ok: true, amount: 175 });
    expect(parsePriceInput(aed, ' 1,250.5 ')).toEqual({ ok: true, amount: 1250.5 });
    expect(parsePriceInput(aed, '0.01')).toEqual({ ok: true, amount: 0.01 });
    expect(parsePriceInput(aed, '1000000')).toEqual({ ok: true, amount: 1_000_000 });
    expect(parsePriceInput(aed, '١٧٥٫٥')).toEqual({ ok: true, amount: 175.5 });
  });

  it('refuses nothing, words, signs, zero, too much and a third decimal, each with its reason', () => {
    expect(parsePriceInput(aed, '')).toEqual({ ok: false, error: 'required' });
    expect(parsePriceInput(aed, '   ')).toEqual({ ok: false, error: 'required' });
    expect(parsePriceInput(aed, undefined)).toEqual({ ok: false, error: 'required' });
    expect(parsePriceInput(aed, 'AED 150')).toEqual({ ok: false, error: 'format' });
    expect(parsePriceInput(aed, '-150')).toEqual({ ok: false, error: 'format' });
    expect(parsePriceInput(aed, '1e3')).toEqual({ ok: false, error: 'format' });
    expect(parsePriceInput(aed, '150.')).toEqual({ ok: false, error: 'format' });
    expect(parsePriceInput(aed, '0')).toEqual({ ok: false, error: 'tooLow' });
    expect(parsePriceInput(aed, '0.00')).toEqual({ ok: false, error: 'tooLow' });
    expect(parsePriceInput(aed, '1000000.01')).toEqual({ ok: false, error: 'tooHigh' });
    expect(parsePriceInput(aed, '150.255')).toEqual({ ok: false, error: 'decimals' });
  });

  it('keeps a volume discount strictly between 0 and 90 %', () => {
    expect(parsePriceInput(percent, '12.5')).toEqual({ ok: true, amount: 12.5 });
    expect(parsePriceInput(percent, '89.99')).toEqual({ ok: true, amount: 89.99 });
    for (const bad of ['0', '90', '95', '100'])
      expect(parsePriceInput(percent, bad)).toEqual({ ok: false, error: 'percentRange' });
  });
});

describe('the preview sample and the groups', () => {
  it('previews estimate prices on a job that uses them, and no others', () => {
    expect(sampleEstimateFor('cleaning.split')).toEqual({
      service: 'cleaning',
      unitType: 'split',
      units: 3,
    });
    expect(sampleEstimateFor('gas.r22')).toMatchObject({ service: 'gas', refrigerant: 'r22' });
    expect(sampleEstimateFor('amc.tier-25')).toMatchObject({ service: 'amc-standard', units: 25 });
    expect(sampleEstimateFor('installation.split-2tr')).toMatchObject({ unitType: 'split' });
    expect(sampleEstimateFor('visit.diagnosis')).toBeNull();
    expect(sampleEstimateFor('repair.pcb')).toBeNull();
  });

  it('puts every entry of the list in exactly one group', () => {
    for (const item of priceList) expect(groupOf(item.id), item.id).not.toBeNull();
    const grouped = groupPrices(priceList).flatMap((g) => g.items);
    expect(grouped).toHaveLength(priceList.length);
    expect(groupOf('duct-cleaning.villa')).toBe('deep-cleaning');
  });
});
