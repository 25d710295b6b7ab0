import { describe, expect, it } from 'vitest';
import { englishWordsIn, hasArabicIndicDigits, metaProblems, sharedSentences } from './copy-rules';

describe('copy rules', () => {
  it('finds a long sentence two pages share, and lets short ones repeat', () => {
    const long = 'Our technicians clean every coil and drain pan before the summer heat.';
    expect(
      sharedSentences([
        { id: 'a', parts: [`${long} Call us.`] },
        { id: 'b', parts: [`Something else entirely. ${long} Call us.`] },
      ]),
    ).toEqual([`b & a: ${long.toLowerCase().slice(0, 70)}`]);
  });
  it('finds English words in Arabic except brands and URL schemes', () => {
    expect(englishWordsIn('صيانة maintenance عبر whatsapp و AC')).toEqual(['maintenance']);
  });
  it('refuses Arabic-Indic digits and out-of-range titles and descriptions', () => {
    expect(hasArabicIndicDigits('٢٤ ساعة')).toBe(true);
    expect(hasArabicIndicDigits('24 ساعة')).toBe(false);
    expect(metaProblems('x'.repeat(43), 'short')).toHaveLength(2);
    expect(metaProblems('Title', 'd'.repeat(50))).toEqual([]);
  });
});
