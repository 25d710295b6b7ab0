import { expect, test } from '@playwright/test';
import { randomClient, uniqueEmail } from './support/db';
import { backdateFormStart, backdatePosts } from './support/forms';
import { decodeMail, mailsMentioning } from './support/smtp-sink';

// A villa's basket from the estimate to after the booking: 6 split units' and 1 ducted unit's deep
// cleaning, estimated as two lines, carried by the "Book a visit" link into the booking flow, and
// told back with the same total on the private page and in the confirmation e-mail.

const words = {
  en: {
    prefix: '',
    show: 'Show the estimate',
    book: 'Book a visit',
    split: 'AC deep cleaning: Split unit',
    ducted: 'AC deep cleaning: Ducted unit',
    total: 'AED 2,050 to AED 2,665',
    withVat: 'AED 2,152.50 to AED 2,798.25',
    property: 'Property type',
    emirate: 'Emirate',
    next: 'Show free times',
    name: 'Full name',
    phone: 'Phone number',
    email: 'Email',
    confirm: 'Confirm booking',
    booked: 'Your visit is booked',
  },
  ar: {
    prefix: '/ar',
    show: 'اعرض التقدير',
    book: 'احجز زيارة',
    split: 'التنظيف العميق للمكيف: مكيّف سبليت',
    ducted: 'التنظيف العميق للمكيف: مكيّف مخفي (دكت)',
    total: 'من 2,050 درهمًا إلى 2,665 درهمًا',
    withVat: 'من 2,152.50 درهم إلى 2,798.25 درهم',
    property: 'نوع العقار',
    emirate: 'الإمارة',
    next: 'اعرض الأوقات المتاحة',
    name: 'الاسم الكامل',
    phone: 'رقم الهاتف',
    email: 'البريد الإلكتروني',
    confirm: 'أكّد الحجز',
    booked: 'تم حجز زيارتك',
  },
} as const;

/** Each part of a multipart message, decoded (the text and the HTML of a confirmation). */
const partsOf = (raw: string) =>
  raw.split(/\r?\n--[^\r\n]+\r?\n/).map((part) => decodeMail(part.trim()));

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomClient() });
});

const runs = [
  { locale: 'en', javaScriptEnabled: true },
  { locale: 'ar', javaScriptEnabled: true },
  { locale: 'en', javaScriptEnabled: false },
] as const;

for (const { locale, javaScriptEnabled } of runs) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });
    const w = words[locale];

    test(`${locale}: 6 split and 1 ducted deep cleaning keep their lines and total from the estimate to the e-mail`, async ({
      page,
    }) => {
      if (!javaScriptEnabled) await backdatePosts(page);
      await page.goto(`${w.prefix}/estimate`);
      const rows = page.getByTestId('estimate').getByTestId('estimate-line');
      const fill = async (row: number, unitType: string, units: string) => {
        await rows.nth(row).locator('select[name="service"]').selectOption('deep-cleaning');
        await rows.nth(row).locator('select[name="unitType"]').selectOption(unitType);
        await rows.nth(row).locator('input[name="units"]').fill(units);
      };
      await fill(0, 'split', '6');
      await fill(1, 'ducted', '1');
      if (!javaScriptEnabled) {
        await page.getByRole('button', { name: w.show }).click();
        await expect.poll(() => new URL(page.url()).searchParams.getAll('units')).toContain('6');
      }
      const result = page.getByTestId('estimate-result');
      await expect(result.getByTestId('line')).toHaveCount(2);
      await expect(result.getByTestId('estimate-total')).toHaveText(w.total);
      await expect(result.getByTestId('estimate-with-vat')).toHaveText(w.withVat);
      const book = result.getByRole('link', { name: w.book });
      await expect(book).toHaveAttribute('href', /lines=/);
      await book.click();

      await expect.poll(() => new URL(page.url()).pathname).toBe(`${w.prefix}/book`);
      expect(new URL(page.url()).searchParams.get('lines')).toBe(
        'deep-cleaning.split:split:6,deep-cleaning.ducted:ducted:1',
      );
      const scope = page.getByTestId('booking-scope');
      await expect(scope.getByTestId('booking-lines')).toContainText(w.total);
      await scope.getByLabel(w.property).selectOption('villa');
      await scope.getByLabel(w.emirate).selectOption('dubai');
      await scope.getByRole('button', { name: w.next }).click();

      const shown = page.getByTestId('booking-lines');
      await expect(shown.getByTestId('line')).toHaveCount(2);
      await expect(shown).toContainText(w.split);
      await expect(shown).toContainText(w.ducted);
      await expect(shown.getByTestId('booking-lines-with-vat')).toHaveText(w.withVat);

      const form = page.getByTestId('booking-form');
      await form.locator('input[name="slot"]:not([disabled])').first().check();
      const email = uniqueEmail(`basket-${locale}-${javaScriptEnabled ? 'js' : 'nojs'}`);
      await form.getByLabel(w.name).fill('Amina Khalid');
      await form.getByLabel(w.phone).fill('050 123 4567');
      await form.getByLabel(w.email, { exact: true }).fill(email);
      if (javaScriptEnabled) await backdateFormStart(form);
      await form.getByRole('button', { name: w.confirm }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.booked })).toBeVisible({
        timeout: 15_000,
      });

      // The private page (the confirmation) repeats both lines and the same total.
      const kept = page.getByTestId('booking-lines');
      await expect(kept.getByTestId('line')).toHaveCount(2);
      await expect(kept).toContainText(w.split);
      await expect(kept).toContainText(w.ducted);
      await expect(kept.getByTestId('booking-lines-total')).toHaveText(w.total);
      await expect(kept.getByTestId('booking-lines-with-vat')).toHaveText(w.withVat);
      await expect(page.getByTestId('booking-recap')).toContainText(w.ducted);

      // And so does the visitor's confirmation e-mail, in their language.
      await expect
        .poll(
          () =>
            mailsMentioning(email)
              .flatMap(partsOf)
              .some((m) => m.includes(w.split) && m.includes(w.ducted) && m.includes(w.withVat)),
          { timeout: 20_000 },
        )
        .toBe(true);
    });
  });
}
