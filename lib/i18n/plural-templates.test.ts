import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import arEstimate from '@/messages/ar/estimate.json';
import { pluralTemplate, pluralTemplates } from './plural-templates';

describe('pluralTemplates', () => {
  it('gives the browser one template per plural category, with the number as a placeholder', () => {
    const ar = (n: number) =>
      n === 1
        ? 'لـوحدة واحدة'
        : n === 2
          ? 'لـوحدتين'
          : n % 100 >= 3 && n % 100 <= 10
            ? `لـ${n} وحدات`
            : `لـ${n} وحدة`;
    const templates = pluralTemplates('ar', ar);
    const fill = (count: number) =>
      pluralTemplate(templates, 'ar', count).replace('{units}', String(count));
    expect(fill(1)).toBe('لـوحدة واحدة');
    expect(fill(2)).toBe('لـوحدتين');
    expect(fill(3)).toBe('لـ3 وحدات');
    expect(fill(40)).toBe('لـ40 وحدة');
    expect(fill(100)).toBe('لـ100 وحدة');
    const en = pluralTemplates('en', (n) => `${n} unit${n === 1 ? '' : 's'}`);
    expect(pluralTemplate(en, 'en', 40).replace('{units}', '40')).toBe('40 units');
  });

  it("fills the estimate's Arabic discount line as the server would have written it", () => {
    const t = createTranslator({ locale: 'ar', messages: arEstimate, namespace: 'result' });
    const templates = pluralTemplates('ar', (n) =>
      t('discountValue', { percent: '{percent}', units: n }),
    );
    for (const units of [10, 25, 40, 3])
      expect(
        pluralTemplate(templates, 'ar', units)
          .replace('{percent}', '15')
          .replace('{units}', String(units)),
      ).toBe(t('discountValue', { percent: 15, units }));
  });
});
