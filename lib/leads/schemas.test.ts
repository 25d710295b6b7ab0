import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@/lib/i18n/messages';
import { fieldErrorsOf, leadSchemas } from './schemas';
import { submitLead, type SubmissionContext } from './submit';

// Sunday 22 November 2026, 10:00 in Dubai.
const now = new Date('2026-11-22T06:00:00Z');
beforeEach(() => vi.useFakeTimers({ now, toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

const contact = {
  fullName: 'Amina Khalid',
  email: 'amina@example.com',
  phone: '050 123 4567',
  message: 'Two split units in our JLT apartment need a deep clean.',
  idempotencyKey: '0b5c7a1e-5d0e-4c1e-9d55-3f5b1c2a9e10',
  startedAt: String(now.getTime() - 20_000),
  sourcePath: '/contact',
};
const quote = {
  ...contact,
  service: 'painting',
  emirate: 'dubai',
  propertyType: 'villa',
  slot: '2026-11-23_10-12',
};
const without = (input: Record<string, unknown>, field: string) =>
  Object.fromEntries(Object.entries(input).filter(([key]) => key !== field));
const errorsOf = (kind: 'contact' | 'quote', input: Record<string, unknown>) => {
  const parsed = leadSchemas[kind].safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};
/** What the form shows for a field's error code, in both languages. */
const shown = (field: string, code: string) =>
  (['en', 'ar'] as const).map((locale) => {
    const errors = loadMessages(locale).forms.errors as Record<string, Record<string, string>>;
    return errors[field]![code];
  });
const resultText = (key: string) =>
  (['en', 'ar'] as const).map(
    (locale) => (loadMessages(locale).forms.result as unknown as Record<string, string>)[key],
  );

describe('lead schemas', () => {
  it('accepts the form as the browser sends it', () => {
    expect(errorsOf('contact', contact)).toEqual({});
    expect(errorsOf('quote', quote)).toEqual({});
  });

  it('treats a value of only white space and invisible characters as missing', () => {
    const invisible = '\u200b\u200c\u200d\ufeff\u00a0\u2060 '.repeat(3);
    expect(errorsOf('contact', { ...contact, message: invisible })).toEqual({
      message: 'required',
    });
    expect(errorsOf('contact', { ...contact, fullName: '\u200b\u200b\u200b' })).toEqual({
      fullName: 'required',
    });
    expect(shown('message', 'required')).toEqual(['Message is required', 'الرسالة مطلوبة']);
  });

  it('says "required", not "invalid", for a field left out of the post', () => {
    for (const field of ['fullName', 'email', 'phone', 'message'] as const) {
      expect(errorsOf('contact', without(contact, field))).toEqual({ [field]: 'required' });
    }
    expect(errorsOf('quote', without(quote, 'slot'))).toEqual({ slot: 'required' });
    expect(shown('fullName', 'required')).toEqual(['Full name is required', 'الاسم الكامل مطلوب']);
  });

  it('takes a slot only in the form the time select posts; the server checks it against the calendar', () => {
    for (const slot of ['2026-11-23', '10-12', '2026-11-23 10-12', '23/11/2026_10-12', 'tomorrow'])
      expect(errorsOf('quote', { ...quote, slot })).toEqual({ slot: 'invalid' });
    expect(errorsOf('quote', { ...quote, slot: '' })).toEqual({ slot: 'required' });
    expect(shown('slot', 'invalid')).toEqual([
      'Preferred visit time is invalid: choose one of the times listed',
      'اختر أحد الأوقات المعروضة للزيارة',
    ]);
    expect(shown('callSlot', 'passed')).toEqual([
      'That time has passed, choose another',
      'انقضى هذا الوقت، فاختر وقتًا آخر',
    ]);
  });

  it('refuses NUL, other controls and bidi overrides in every text field, line breaks outside the message', () => {
    expect(errorsOf('contact', { ...contact, fullName: 'Amina\u0000 Khalid' })).toEqual({
      fullName: 'invalid',
    });
    expect(errorsOf('contact', { ...contact, fullName: 'Amina\nKhalid' })).toEqual({
      fullName: 'invalid',
    });
    expect(errorsOf('contact', { ...contact, message: 'First line\r\nsecond line here' })).toEqual(
      {},
    );
    expect(errorsOf('contact', { ...contact, message: 'Message with a \u0000 byte' })).toEqual({
      message: 'invalid',
    });
    expect(errorsOf('quote', { ...quote, area: 'JLT\u202e' })).toEqual({ area: 'invalid' });
    expect(errorsOf('contact', { ...contact, idempotencyKey: 'abc\u0000' })).toEqual({
      idempotencyKey: 'invalid',
    });
    expect(errorsOf('contact', { ...contact, website: 'x\ny' })).toEqual({ website: 'invalid' });
  });

  it('takes as sourcePath only a same-site path without controls or bidi characters', () => {
    for (const sourcePath of ['/', '/contact', '/ar/dubai/ac-services/jlt', '/services/mep/hvac'])
      expect(errorsOf('contact', { ...contact, sourcePath })).toEqual({});
    for (const sourcePath of [
      '/contact\u0000',
      '/contact\n{"level":"info"}',
      '/contact\u202e',
      '/contact\u200f',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'contact',
      '/a//b',
      `/${'a'.repeat(300)}`,
    ])
      expect(errorsOf('contact', { ...contact, sourcePath })).toEqual({ sourcePath: 'invalid' });
  });
});

describe('submitLead before it reaches the database', () => {
  const ctx: SubmissionContext = {
    db: async () => {
      throw new Error('a refused form never reaches the database');
    },
    locale: 'en',
    clientKey: 'unit',
    emails: [],
    now,
  };

  it('treats a missing or malformed startedAt as a form sent too fast', async () => {
    for (const input of [
      without(contact, 'startedAt'),
      { ...contact, startedAt: '' },
      { ...contact, startedAt: 'yesterday' },
      { ...contact, startedAt: '-5' },
      { ...contact, startedAt: String(now.getTime() + 60_000) },
    ])
      expect(await submitLead('contact', input, ctx)).toEqual({ ok: false, formError: 'rejected' });
    expect(resultText('rejected')).toEqual([
      'That was sent very quickly, so our spam filter held it back. Please check the form and send it again.',
      'أُرسل النموذج بسرعة كبيرة فأوقفه مرشّح الرسائل المزعجة. يُرجى مراجعة النموذج وإرساله مرة أخرى.',
    ]);
  });

  it('shows the fields to correct first, also on a post without a start time (no JavaScript)', async () => {
    expect(
      await submitLead('contact', { ...without(contact, 'email'), startedAt: '' }, ctx),
    ).toEqual({ ok: false, fieldErrors: { email: 'required' } });
  });

  it('answers a broken hidden field with a form error the visitor can read', async () => {
    expect(await submitLead('contact', { ...contact, sourcePath: '/contact\u0000' }, ctx)).toEqual({
      ok: false,
      formError: 'invalidRequest',
    });
    const [en, ar] = resultText('invalidRequest');
    expect(en).toMatch(/reload the page/);
    expect(ar).toMatch(/إعادة تحميل الصفحة/);
  });
});
