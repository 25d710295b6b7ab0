import { describe, expect, it } from 'vitest';
import { basketText } from './basket-text';
import { lineName } from './lines-view';

// A basket names an AMC plan by its one name (lib/amc/plan-name.ts), never by a placeholder: the
// messages that name a plan take it as {plan}, and the basket's words must fill it in.
describe('the basket names AMC plans', () => {
  it.each([
    ['en', 'Essential'],
    ['ar', 'الأساسية'],
  ] as const)('in %s', (locale, name) => {
    const text = basketText(locale);
    for (const words of [text.services['amc-basic'], text.items['amc.basic']]) {
      expect(words).toContain(name);
      expect(words).not.toMatch(/[{}]/);
    }
  });
});

// A line's name says each thing once: an AMC line's service names its plan already, so the plan is not
// repeated after it ("AMC: Standard plan (per year): Standard plan, Split unit" read as garbled).
describe('a line names its plan once', () => {
  it.each([
    ['en', 'AMC: Standard plan (per year): Split unit'],
    ['ar', 'عقد الصيانة السنوي: الباقة القياسية، مكيف سبليت'],
  ] as const)('in %s', (locale, name) => {
    const text = basketText(locale);
    expect(lineName(text, { priceId: 'amc.standard', unitType: 'split' })).toBe(name);
    expect(lineName(text, { priceId: 'gas.r32', unitType: 'split' })).toContain(
      text.unitTypes.split,
    );
  });
});
