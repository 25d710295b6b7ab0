import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/routing';
import { serverText } from '@/lib/i18n/server-text';
import termsAr from '@/messages/ar/page/terms.json';
import termsEn from '@/messages/en/page/terms.json';
import { bookingStatuses } from './model';
import { statusCopy } from './status-copy';

// What the page and the e-mails say the customer can still do follows the status (issue 36): the link
// warning and the e-mail's line about the booking page never offer moving or cancelling once the
// page no longer allows it, in either language.

const offersChange = { en: /move|cancel|reschedule/i, ar: /تغيير موعد|إلغاء/ };

describe.each(locales)('what the booking page offers, in %s', (locale) => {
  const t = serverText(locale);
  it.each(bookingStatuses)('%s: offers changes only while they are open online', (status) => {
    const copy = statusCopy[status];
    const texts = [
      t(`bookingManage.privateLink.${copy.linkWarning}`),
      t(`notify.email.bookingPage.${copy.bookingPage}`, { companyPhone: 'COMPANY-PHONE' }),
    ];
    for (const text of texts)
      expect(offersChange[locale].test(text), text).toBe(copy.changes === 'online');
  });

  it('on the way: the e-mail says to call us, with our number', () => {
    const copy = statusCopy.on_the_way;
    expect(
      t(`notify.email.bookingPage.${copy.bookingPage}`, { companyPhone: 'COMPANY-PHONE' }),
    ).toContain('COMPANY-PHONE');
  });
});

const terms = { en: termsEn, ar: termsAr };

// Item 47: the page's change cut-off line states the fee rule of the terms, in the terms' own notice.
describe.each(locales)('the change line and the terms, in %s', (locale) => {
  const notice = { en: '24 hours', ar: '24 ساعة' }[locale];
  it('names the free-change notice the terms give', () => {
    const t = serverText(locale);
    expect(JSON.stringify(terms[locale])).toContain(notice);
    expect(t('bookingManage.next.change', { cutoff: 'CUTOFF' })).toContain(notice);
  });
});
