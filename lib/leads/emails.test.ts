import { describe, expect, it } from 'vitest';
import type { leads } from '@/lib/db/schema';
import { renderLeadEmail } from './emails';

const brand = { en: 'Qimma Technical Services', ar: 'قمة للخدمات الفنية' };
const lead = (kind: string, locale: 'en' | 'ar', slot: Record<string, string> = {}) =>
  ({
    id: '1a2b3c4d-0000-4000-8000-000000000000',
    kind,
    locale,
    name: 'Layla',
    preferredDate: null,
    preferredWindow: null,
    ...slot,
  }) as unknown as typeof leads.$inferSelect;
const confirm = (kind: string, locale: 'en' | 'ar') =>
  renderLeadEmail('confirm_visitor', lead(kind, locale), brand);

// The visitor's confirmation says what happens next for what they sent: the same words as the box the
// form showed, never a contact form's "message" and "24 hours" for a job application or a call-back.
describe("the visitor's confirmation of a lead", () => {
  it.each([
    ['contact', 'en', 'Message Sent Successfully!', 'within 24 hours'],
    ['quote', 'en', 'Quote request received', 'before the survey visit to confirm it'],
    ['callback', 'en', 'Callback request received', 'at the time you chose'],
    ['career', 'en', 'Application received', 'whose experience fits an opening'],
    ['contact', 'ar', 'وصلتنا رسالتك', 'سنرد عليك خلال 24 ساعة'],
    ['quote', 'ar', 'وصلنا طلب عرض السعر', 'قبل موعد المعاينة لتأكيده'],
    ['callback', 'ar', 'وصلنا طلبك لمعاودة الاتصال', 'في الوقت الذي اخترته'],
    ['career', 'ar', 'وصلنا طلب التوظيف', 'تناسب خبرتهم'],
  ] as const)('for a %s in %s', (kind, locale, subject, next) => {
    const mail = confirm(kind, locale);
    expect(mail.subject).toBe(`${subject} | ${brand[locale]}`);
    expect(mail.text).toContain('Layla');
    expect(mail.text).toContain(next);
    if (kind === 'career' || kind === 'callback') expect(mail.text).not.toMatch(/24 hours|24 ساعة/);
    // Every request has a reference to quote on the phone, as a booking has.
    expect(mail.text).toContain('RQ-1A2B3C4D');
    if (kind === 'career') expect(mail.text).toMatch(/Thank you for applying|شكرًا لاهتمامك/);
  });

  it.each([
    ['en', 'The time you chose: Monday, 30 November 2026 (10:00 AM to 12:00 PM)'],
    ['ar', 'الموعد الذي اخترته: الاثنين، 30 نوفمبر 2026'],
  ] as const)('tells a quote or call-back the time chosen, in %s', (locale, said) => {
    for (const kind of ['quote', 'callback']) {
      const slot = { preferredDate: '2026-11-30', preferredWindow: '10-12' };
      const mail = renderLeadEmail('confirm_visitor', lead(kind, locale, slot), brand);
      expect(mail.text).toContain(said);
    }
    expect(confirm('quote', locale).text).not.toMatch(/time you chose:|الموعد الذي اخترته/);
  });

  // A quote's e-mail names what was asked for and where, as a booking's does, in the visitor's words.
  it.each([
    ['en', ['Service: Painting', 'Place: Al Majaz, Sharjah', 'The time you chose: Monday']],
    ['ar', ['الخدمة: أعمال الدهان', 'المكان: المجاز، الشارقة', 'الموعد الذي اخترته: الاثنين']],
  ] as const)('names the service and the place of a quote, in %s', (locale, said) => {
    const request = {
      service: 'painting',
      emirate: 'sharjah',
      area: 'al-majaz',
      preferredDate: '2026-11-30',
      preferredWindow: '10-12',
    };
    const text = renderLeadEmail('confirm_visitor', lead('quote', locale, request), brand).text;
    for (const line of said) expect(text).toContain(line);
    // Said once: the opening sentence no longer repeats the time chosen.
    expect(text.match(/you chose|اخترته/g)).toHaveLength(1);
  });
});
