import { describe, expect, it } from 'vitest';
import { basketText } from './basket-text';

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
