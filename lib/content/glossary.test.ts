import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { glossaryTerms } from '@/lib/catalogue/collections';
import { dirhamWord, toFils } from '@/lib/pricing/money';
import { asListed } from '@/lib/pricing/price-text';
import {
  arabicTitleMax,
  avoidedTermsIn,
  brandsWithoutArabic,
  dirhamAgreementProblems,
  dirhamFormFor,
  missingSearchWords,
  pageTitlesIn,
  searchWords,
} from './glossary';

const messages = path.join(process.cwd(), 'messages');
function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p) : /\.(json|md)$/.test(p) ? [p] : [];
  });
}

describe('the glossary', () => {
  it('refuses the avoided variants and lets the chosen terms through', () => {
    expect(avoidedTermsIn('ثلاث باقات للمكيفات المنفصلة')).toHaveLength(1);
    expect(avoidedTermsIn('السعر لكل وحدة منفصلة')).toHaveLength(1);
    expect(avoidedTermsIn('ثلاث باقات لمكيفات السبليت')).toEqual([]);
    expect(avoidedTermsIn('مزود التبريد المركزي للمناطق')[0]).toContain('تبريد المناطق');
    expect(avoidedTermsIn('تُبرَّد بالمياه المثلجة')).toHaveLength(1);
    expect(avoidedTermsIn('تُبرَّد بالمياه المبردة')).toEqual([]);
    expect(avoidedTermsIn('الخطة الأساسية')).toHaveLength(1);
    expect(avoidedTermsIn('الباقة الأساسية')).toEqual([]);
    expect(avoidedTermsIn('وتعبئة الغاز من 250 درهمًا')).toHaveLength(1);
    expect(avoidedTermsIn('وشحن الغاز من 250 درهمًا')).toEqual([]);
    expect(avoidedTermsIn('الترموستات الجداري')).toHaveLength(1);
    expect(avoidedTermsIn('طوارئ طوال الساعة')).toHaveLength(1);
    expect(avoidedTermsIn('طوارئ على مدار الساعة')).toEqual([]);
    expect(avoidedTermsIn('زيارات الطوارئ في عطلة نهاية الأسبوع')).toHaveLength(1);
    expect(avoidedTermsIn('غرفة الخادمة')).toHaveLength(1);
    expect(avoidedTermsIn('إرشادات الأسعار')).toHaveLength(1);
    expect(avoidedTermsIn('4 زيارات وقائية كل ربع سنة')).toHaveLength(1);
    expect(avoidedTermsIn('هيئة الإمارات للتقييس والمقاييس')).toHaveLength(1);
  });

  it('holds the terms a second review found drifting', () => {
    // Split systems said as «منفصل» in other shapes, and diacritics do not hide a variant.
    expect(avoidedTermsIn('أبراج فيها أنظمة منفصلة')).toHaveLength(1);
    expect(avoidedTermsIn('للمكيف الجداري المنفصل')).toHaveLength(1);
    expect(avoidedTermsIn('الملفات والتصريف: المنفصل والمخفي')).toHaveLength(1);
    expect(avoidedTermsIn('مكيّفات منفصلة')).toHaveLength(1);
    expect(avoidedTermsIn('عمارات تعمل مكيفاتها المنفصلة منذ سنوات')).toHaveLength(1);
    expect(avoidedTermsIn('صيانة وحدة تكييف منفصلة')).toHaveLength(1);
    expect(avoidedTermsIn('أو مكيفات جدارية منفصلة')).toHaveLength(1);
    expect(avoidedTermsIn('وتُسعَّر منفصلة بعد الفحص')).toEqual([]);
    expect(avoidedTermsIn('وحدات مخفية أو كاسيت منفصلة لمجلس')).toEqual([]);
    // One word for the package unit and the drain pan.
    expect(avoidedTermsIn('والوحدات المدمجة على الأسطح')).toHaveLength(1);
    expect(avoidedTermsIn('وحدة باكيج')).toHaveLength(1);
    expect(avoidedTermsIn('والوحدات المجمعة على الأسطح')).toEqual([]);
    expect(avoidedTermsIn('خزائن ملابس مدمجة')).toEqual([]);
    expect(avoidedTermsIn('ننظف صينية التصريف')).toHaveLength(1);
    expect(avoidedTermsIn('ننظف حوض التصريف')).toEqual([]);
    // An AC's inverter is «إنفرتر»; «العاكس» stays the solar inverter.
    expect(avoidedTermsIn('المكيف العاكس والثابت السرعة')).toHaveLength(1);
    expect(avoidedTermsIn('الألواح والعاكس والهياكل')).toEqual([]);
  });

  it('keeps the capacitor apart from the condenser', () => {
    expect(avoidedTermsIn('القطع الصغيرة مثل المكثفات والملامسات')).toHaveLength(1);
    expect(avoidedTermsIn('مكثف تالف')).toHaveLength(1);
    expect(avoidedTermsIn('مكثف كهربائي تالف')).toEqual([]);
    expect(avoidedTermsIn('المكثفات الكهربائية والملامسات')).toEqual([]);
    // Bare «المكثف» is the condenser.
    expect(avoidedTermsIn('تنظيف أنابيب المكثف في المبردات')).toEqual([]);
  });

  it('asks for the Arabic name beside a Latin brand', () => {
    expect(brandsWithoutArabic('نصون Daikin وLG')).toEqual([
      'Daikin → دايكن (Daikin)',
      'LG → إل جي (LG)',
    ]);
    expect(brandsWithoutArabic('نصون دايكن (Daikin)')).toEqual([]);
  });

  it('finds page titles in meta, metaTitle and guide entries', () => {
    expect(
      pageTitlesIn({
        meta: { title: 'a', description: 'd' },
        guides: { x: { title: 'b', metaDescription: 'd' } },
        section: { title: 'not a page title' },
        metaTitle: 'c',
      }),
    ).toEqual(['c', 'a', 'b']);
  });

  it('finds a search phrase with or without the article, and names the missing ones', () => {
    expect(
      missingSearchWords('نقدم تصليح المكيفات وشحن الغاز', ['تصليح مكيفات', 'شحن غاز']),
    ).toEqual([]);
    expect(missingSearchWords('إصلاح المكيفات', ['تصليح مكيفات'])).toEqual(['تصليح مكيفات']);
    expect(missingSearchWords('Fast ac repair in Dubai', ['AC repair', 'AC cleaning'])).toEqual([
      'AC cleaning',
    ]);
  });
});

describe('the dirham after a number', () => {
  it('takes the form Arabic grammar asks (3, 10, 11, 150, 1,000)', () => {
    expect(dirhamFormFor(3)).toBe('دراهم');
    expect(dirhamFormFor(10)).toBe('دراهم');
    expect(dirhamFormFor(11)).toBe('درهمًا');
    expect(dirhamFormFor(150)).toBe('درهمًا');
    expect(dirhamFormFor(1000)).toBe('درهم');
  });

  it('is the same rule the price helper formats with', () => {
    for (let aed = 1; aed <= 2000; aed++) expect(dirhamFormFor(aed)).toBe(dirhamWord(toFils(aed)));
  });

  it('flags an amount written with the wrong form', () => {
    expect(dirhamAgreementProblems('من 150 درهم للوحدة')).toEqual(['«150 درهم» → «150 درهمًا»']);
    expect(dirhamAgreementProblems('من 1,000 درهمًا')).toEqual(['«1,000 درهمًا» → «1,000 درهم»']);
    expect(dirhamAgreementProblems('من 150 درهمًا و5 دراهم و1,400 درهم')).toEqual([]);
  });
});

describe('the Arabic messages', () => {
  const arabic = files(path.join(messages, 'ar'));

  it('use no avoided variant and agree the dirham with every amount, as pages show them', () => {
    const problems = arabic.flatMap((file) => {
      const raw = fs.readFileSync(file, 'utf8');
      const shown = file.endsWith('.json') ? JSON.stringify(asListed(JSON.parse(raw), 'ar')) : raw;
      return [
        ...avoidedTermsIn(raw),
        ...brandsWithoutArabic(raw),
        ...dirhamAgreementProblems(shown),
      ].map((p) => `${path.relative(messages, file)}: ${p}`);
    });
    expect(problems).toEqual([]);
  });

  it('and the public glossary of terms use the chosen terms', () => {
    expect(glossaryTerms.flatMap((t) => avoidedTermsIn(t.ar))).toEqual([]);
  });

  it('keep page titles short enough for the Arabic brand', () => {
    const long = arabic
      .filter((f) => f.endsWith('.json'))
      .flatMap((f) => pageTitlesIn(asListed(JSON.parse(fs.readFileSync(f, 'utf8')), 'ar')))
      .filter((title) => title.length > arabicTitleMax);
    expect(long).toEqual([]);
  });

  it('carry the search words on the pages that need them, in both languages', () => {
    const missing = searchWords.flatMap(({ page, en, ar }) =>
      (
        [
          ['en', en],
          ['ar', ar],
        ] as const
      ).flatMap(([loc, words]) => {
        const text = fs.readFileSync(path.join(messages, loc, `${page}.json`), 'utf8');
        return missingSearchWords(JSON.stringify(asListed(JSON.parse(text), loc)), words).map(
          (w) => `${page} (${loc}): ${w}`,
        );
      }),
    );
    expect(missing).toEqual([]);
  });
});
