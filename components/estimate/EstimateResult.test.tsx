import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { basketText } from '@/lib/pricing/basket-text';
import { priceList } from '@/lib/pricing/price-list';
import { EstimateOf, type EstimateText } from './EstimateResult';

// A basket with a line the list prices only after a survey keeps its other lines priced: the survey
// line is listed and marked, and the totals are those of the priced lines.

const words = (locale: 'en' | 'ar'): EstimateText => ({
  heading: 'HEADING',
  range: '{low} to {high}',
  beforeVat: 'BEFORE-VAT',
  vat: 'VAT',
  withVat: 'WITH-VAT',
  perUnit: 'PER-UNIT',
  perUnitFrom: 'from {amount}',
  discount: 'DISCOUNT',
  discountValue: { other: '{percent}%' },
  survey: 'WHOLE-JOB-SURVEY',
  surveyPart: 'SOME-LINES-SURVEY',
  quoteLines: 'MY-ESTIMATE:',
  quoteTotalPart: 'TOTAL-WITHOUT-SURVEY',
  factorsHeading: 'FACTORS',
  invalid: 'INVALID',
  invalidUnits: 'FIX-UNITS',
  invalidType: 'FIX-TYPE',
  invalidLine: 'LINE-{number}: {problem}',
  book: 'BOOK',
  quote: 'QUOTE',
  factors: {},
  basket: basketText(locale),
  diagnosis: { label: '', fee: '', waived: '', repairsHeading: '', repairs: [] },
});

const targets = { bookPath: '/book', quotePath: '/quote', place: {} };

const render = (values: Record<string, string[]>, locale: 'en' | 'ar' = 'en') =>
  renderToStaticMarkup(
    <EstimateOf
      values={values}
      prices={[...priceList]}
      targets={targets}
      locale={locale}
      text={words(locale)}
    />,
  );

describe('an estimate with a line priced after a survey', () => {
  const twoLines = {
    service: ['deep-cleaning', 'installation'],
    unitType: ['split', 'package'],
    units: ['3', '1'],
    refrigerant: ['', ''],
  };

  it('keeps the priced lines and their totals, and marks only the survey line', () => {
    const html = render(twoLines);
    const alone = render({
      service: ['deep-cleaning'],
      unitType: ['split'],
      units: ['3'],
      refrigerant: [''],
    });
    const total = (h: string) => /data-testid="estimate-total">([^<]*)</.exec(h)?.[1];
    expect(total(html)).toBeTruthy();
    expect(total(html)).toBe(total(alone));
    expect(html).not.toContain('WHOLE-JOB-SURVEY');
    expect(html).toContain('SOME-LINES-SURVEY');
    expect(html.match(/data-testid="line"/g)).toHaveLength(1);
    expect(html.match(/data-testid="line-survey"/g)).toHaveLength(1);
    expect(html).toMatch(/AC installation \(labour\): Package unit<\/th><td[^>]*>1<\/td>/);
    expect(html).toContain('Priced after a survey');
  });

  it("asks for a quote with every line and its price in the form's message, the survey line marked", () => {
    const html = render(twoLines);
    const href = /href="(\/quote\?[^"]*)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    const query = new URLSearchParams(href.split('?')[1]);
    const message = query.get('message');
    // The quote is for the line that needs it: the installation, not the cleaning.
    expect(query.get('service')).toBe('air-conditioning/installation');
    // The one priced line's range is the basket's total, as the page shows it.
    const total = /data-testid="estimate-total">([^<]*)</.exec(html)![1]!.replace(/&amp;/g, '&');
    expect(total).toMatch(/^AED [\d,]+ to AED [\d,]+$/);
    expect(message).toBe(
      [
        'MY-ESTIMATE:',
        `- AC deep cleaning: Split unit × 3: ${total}`,
        '- AC installation (labour): Package unit × 1: Priced after a survey',
        `TOTAL-WITHOUT-SURVEY: ${total}`,
      ].join('\n'),
    );
  });

  it('says so in Arabic too', () => {
    const html = render(twoLines, 'ar');
    expect(html).toContain('يُسعَّر بعد المعاينة');
    expect(html).toContain('data-testid="estimate-total"');
  });

  it('still says the whole job is quoted after a survey when no line is priced', () => {
    const html = render({
      service: ['installation'],
      unitType: ['package'],
      units: ['1'],
      refrigerant: [''],
    });
    expect(html).toContain('WHOLE-JOB-SURVEY');
    expect(html).not.toContain('data-testid="estimate-total"');
  });
});

describe('an estimate with a line out of range', () => {
  it('names the line to correct when there are several, and says it plainly when there is one', () => {
    const rows = (units: string[]) => ({
      service: units.map(() => 'deep-cleaning'),
      unitType: units.map(() => 'split'),
      units,
      refrigerant: units.map(() => ''),
    });
    const several = render(rows(['3', '0', '99']));
    expect(several).toContain('LINE-2: FIX-UNITS');
    // No "book this estimate" or "quote with this estimate" while there is none.
    expect(several).not.toContain('>BOOK<');
    expect(several).not.toContain('>QUOTE<');
    expect(render(rows(['3']))).toContain('>QUOTE<');
    const one = render(rows(['0']));
    expect(one).toContain('FIX-UNITS');
    expect(one).not.toContain('LINE-');
    const noType = render({ ...rows(['3', '2']), unitType: ['split', ''] });
    expect(noType).toContain('LINE-2: FIX-TYPE');
  });
});
