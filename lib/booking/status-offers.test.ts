import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/routing';
import { serverText } from '@/lib/i18n/server-text';
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
