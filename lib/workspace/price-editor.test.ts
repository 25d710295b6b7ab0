import { describe, expect, it } from 'vitest';
import type { PriceItem } from '@/lib/pricing/price-list';
import { priceEditor } from './price-editor';

const items: PriceItem[] = [
  { id: 'visit.diagnosis', kind: 'fixed', amount: 150, unit: 'visit' },
  { id: 'discount', kind: 'percent', amount: 10, unit: 'percent' },
];

describe('priceEditor', () => {
  it('opens nothing without a known price', () => {
    expect(priceEditor(items, {}).editing).toBeUndefined();
    expect(priceEditor(items, { edit: 'gone', amount: '5' })).toMatchObject({
      editing: undefined,
      problem: null,
      preview: null,
    });
  });

  it('opens a price without an amount typed yet', () => {
    expect(priceEditor(items, { edit: 'visit.diagnosis' })).toMatchObject({
      editing: items[0],
      typed: undefined,
      problem: null,
      preview: null,
    });
  });

  it('previews an amount that reads, and says what is wrong with one that does not', () => {
    expect(priceEditor(items, { edit: 'visit.diagnosis', amount: '175.5' })).toMatchObject({
      problem: null,
      preview: 175.5,
    });
    expect(priceEditor(items, { edit: 'visit.diagnosis', amount: '1.234' }).problem).toBe(
      'decimals',
    );
    expect(priceEditor(items, { edit: 'discount', amount: '95' }).problem).toBe('percentRange');
  });

  it('shows a conflict instead of the preview, and a failed save', () => {
    expect(
      priceEditor(items, { edit: 'visit.diagnosis', amount: '160', conflict: '1' }),
    ).toMatchObject({ problem: 'conflict', preview: null });
    expect(priceEditor(items, { edit: 'visit.diagnosis', failed: '1' }).problem).toBe('failed');
  });
});
