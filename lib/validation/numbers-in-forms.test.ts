import { describe, expect, it } from 'vitest';
import { amcSignUpSchema } from '@/lib/amc/schema';
import { bookingScopeSchema } from '@/lib/booking/schema';
import { parsePlaces } from '@/lib/booking/capacity';
import { fieldErrorsOf, leadSchemas } from '@/lib/leads/schemas';
import { loadMessages } from '@/lib/i18n/messages';
import { unitsTyped } from '@/lib/pricing/amc-total';
import { estimateInputFrom } from '@/lib/pricing/estimate-input';

// Every number a form reads accepts both digit systems (an Arabic keyboard types «٤٠»), on the server
// (the zod schemas and the parsers of the staff and estimate forms) and in the browser's AMC total.

const scope = {
  service: 'air-conditioning/maintenance',
  propertyType: 'apartment',
  emirate: 'dubai',
  area: '',
  lines: '',
};

describe('numbers in either digit system', () => {
  it('reads «٤» and «۱۲» as 4 and 12 in the booking, AMC, estimate and capacity fields', () => {
    expect(bookingScopeSchema.parse({ ...scope, acUnits: '٤' }).acUnits).toBe(4);
    expect(bookingScopeSchema.parse({ ...scope, acUnits: ' ۱۲ ' }).acUnits).toBe(12);
    const amc = amcSignUpSchema.shape.units;
    expect(amc.parse('٤٠')).toBe(40);
    expect(unitsTyped('٤٠')).toBe(40);
    expect(
      estimateInputFrom({ service: 'amc-standard', unitType: 'split', units: '٣' })?.units,
    ).toBe(3);
    expect(parsePlaces('١٢')).toBe(12);
  });

  it('still refuses what is not a whole number in the limits', () => {
    expect(bookingScopeSchema.safeParse({ ...scope, acUnits: '٤٫٥' }).success).toBe(false);
    expect(amcSignUpSchema.shape.units.safeParse('٠').success).toBe(false);
    expect(parsePlaces('٤٠٠٠')).toBeNull();
  });
});

describe('a full name says what is wrong with it', () => {
  const person = {
    fullName: 'Amina Khalid',
    email: 'amina@example.com',
    phone: '050 123 4567',
    message: 'Two split units need a deep clean.',
    startedAt: '1',
  };
  const codeOf = (fullName: string) => {
    const parsed = leadSchemas.contact.safeParse({ ...person, fullName });
    return parsed.success ? null : fieldErrorsOf(parsed.error).fullName;
  };
  const text = (code: string) =>
    (['en', 'ar'] as const).map(
      (l) => (loadMessages(l).forms.errors.fullName as Record<string, string>)[code],
    );

  it('names digits, then any other character a name does not have', () => {
    expect(codeOf("Amina O'Neil-Khalid Jr.")).toBeNull();
    expect(codeOf('أمينة خالد')).toBeNull();
    expect(codeOf('Amina 2')).toBe('digits');
    expect(codeOf('أمينة ٤')).toBe('digits');
    expect(codeOf('Amina@Khalid')).toBe('characters');
    expect(text('digits')).toEqual([
      'Full name cannot contain digits: write it in letters',
      'لا يمكن أن يحتوي الاسم الكامل على أرقام: اكتبه بالحروف',
    ]);
    expect(text('characters')[0]).toContain('only letters, spaces');
  });
});
