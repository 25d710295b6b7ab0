import { expect, test, type Page } from '@playwright/test';
import { randomClient, uniqueEmail } from './support/db';
import { backdateFormStart, backdatePosts } from './support/forms';
import { mailParts, mailsMentioning } from './support/smtp-sink';
import { signedInAs } from './support/workspace-accounts';

// A villa's basket from the estimate to after the booking: 6 split units' and 1 ducted unit's deep
// cleaning, estimated as two lines, carried by the "Book a visit" link into the booking flow, and
// told back with the same total on the private page, in the confirmation e-mail and on the staff
// record. And a price list item's "Book" link, which carries its one line the same way.

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
    confirm: 'Send booking request',
    booked: 'Booking received',
    gas: 'Gas top-up: R410A gas, Split unit',
    gasTotal: 'AED 300 to AED 480',
  },
  ar: {
    prefix: '/ar',
    show: 'اعرض التقدير',
    book: 'احجز زيارة',
    split: 'التنظيف العميق للمكيف، مكيف سبليت',
    ducted: 'التنظيف العميق للمكيف، مكيف مخفي (دكت)',
    total: 'من 2,050 درهمًا إلى 2,665 درهمًا',
    withVat: 'من 2,152.50 درهم إلى 2,798.25 درهم',
    property: 'نوع العقار',
    emirate: 'الإمارة',
    next: 'اعرض الأوقات المتاحة',
    name: 'الاسم الكامل',
    phone: 'رقم الهاتف',
    email: 'البريد الإلكتروني',
    confirm: 'أرسل طلب الحجز',
    booked: 'وصلنا طلب حجزك',
    gas: 'شحن غاز المكيف، غاز R410A، مكيف سبليت',
    gasTotal: 'من 300 درهم إلى 480 درهمًا',
  },
} as const;

/** Each part of a multipart message, decoded (the text and the HTML of a confirmation). */

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomClient() });
});

/** Step 1 of the booking (what and where), filled, then on to step 2 (the free times). */
async function toSlots(page: Page, w: (typeof words)[keyof typeof words], total: string) {
  const scope = page.getByTestId('booking-scope');
  await expect(scope.getByTestId('booking-lines')).toContainText(total);
  await scope.getByLabel(w.property).selectOption('villa');
  await scope.getByLabel(w.emirate).selectOption('dubai');
  await scope.getByRole('button', { name: w.next }).click();
  return page.getByTestId('booking-lines');
}

// `until`: how far a run goes: the staff record (after the e-mail), the e-mail, or step 2's lines.
const runs = [
  { locale: 'en', javaScriptEnabled: true, until: 'record' },
  { locale: 'ar', javaScriptEnabled: true, until: 'email' },
  { locale: 'en', javaScriptEnabled: false, until: 'email' },
  { locale: 'ar', javaScriptEnabled: false, until: 'slots' },
] as const;

for (const { locale, javaScriptEnabled, until } of runs) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });
    const w = words[locale];

    test(`${locale}: 6 split and 1 ducted deep cleaning keep their lines and total from the estimate to the ${until}`, async ({
      page,
      browser,
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

      await expect
        .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
        .toBe(`${w.prefix}/book`);
      expect(new URL(page.url()).searchParams.get('lines')).toBe(
        'deep-cleaning.split:split:6,deep-cleaning.ducted:ducted:1',
      );
      const shown = await toSlots(page, w, w.total);
      await expect(shown.getByTestId('line')).toHaveCount(2);
      await expect(shown).toContainText(w.split);
      await expect(shown).toContainText(w.ducted);
      await expect(shown.getByTestId('booking-lines-with-vat')).toHaveText(w.withVat);
      if (until === 'slots') return;

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
              .flatMap(mailParts)
              .some((m) => m.includes(w.split) && m.includes(w.ducted) && m.includes(w.withVat)),
          { timeout: 20_000 },
        )
        .toBe(true);
      if (until !== 'record') return;

      // The staff record shows both lines and the same total.
      const staff = await signedInAs(browser, 'staff');
      await staff.page.goto(`/admin?q=${encodeURIComponent(email)}`);
      await staff.page
        .getByTestId('lead-table')
        .getByRole('link', { name: 'Amina Khalid' })
        .click();
      const record = staff.page.getByTestId('record-lines');
      await expect(record.getByTestId('line')).toHaveCount(2);
      await expect(record).toContainText(w.split);
      await expect(record).toContainText(w.ducted);
      await expect(record.getByTestId('record-lines-total')).toHaveText(w.total);
      await expect(record.getByTestId('record-lines-with-vat')).toHaveText(w.withVat);
      await staff.context.close();
    });
  });
}

test('a price list item’s Book link books its line and shows its total, in both languages', async ({
  page,
}) => {
  for (const w of [words.en, words.ar]) {
    await page.goto(`${w.prefix}/prices`);
    await page.locator('[data-price-id="gas.r410a"]').getByTestId('book-item').click();
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
      .toBe(`${w.prefix}/book`);
    expect(new URL(page.url()).searchParams.get('lines')).toBe('gas.r410a:split:1');
    const shown = await toSlots(page, w, w.gasTotal);
    await expect(shown.getByTestId('line')).toHaveCount(1);
    await expect(shown.getByTestId('line')).toContainText(w.gas);
    await expect(shown.getByTestId('booking-lines-total')).toHaveText(w.gasTotal);
    await expect(page.getByTestId('booking-form')).toBeVisible();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a basket in the booking is changed in the estimate and booked again; the repair page books the diagnosis visit, in both languages', async ({
    page,
  }) => {
    for (const w of [words.en, words.ar]) {
      // The estimate's two lines, carried into step 1 with the place.
      await page.goto(
        `${w.prefix}/book?service=air-conditioning%2Frepair-cleaning&emirate=dubai&area=dubai-marina&lines=deep-cleaning.split%3Asplit%3A6%2Cdeep-cleaning.ducted%3Aducted%3A1`,
      );
      await page.getByTestId('booking-scope').getByTestId('change-lines').click();
      await expect
        .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
        .toBe(`${w.prefix}/estimate`);
      const rows = page.getByTestId('estimate').getByTestId('estimate-line');
      await expect(rows.nth(0).locator('select[name="service"]')).toHaveValue('deep-cleaning');
      await expect(rows.nth(0).locator('input[name="units"]')).toHaveValue('6');
      await expect(rows.nth(1).locator('select[name="unitType"]')).toHaveValue('ducted');
      // Three split units instead of six, then back to the booking with the place kept.
      await rows.nth(0).locator('input[name="units"]').fill('3');
      await page.getByRole('button', { name: w.show }).click();
      await expect.poll(() => new URL(page.url()).searchParams.getAll('units')).toContain('3');
      await page.getByTestId('estimate-result').getByRole('link', { name: w.book }).click();
      await expect
        .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
        .toBe(`${w.prefix}/book`);
      const query = new URL(page.url()).searchParams;
      expect(query.get('lines')).toBe('deep-cleaning.split:split:3,deep-cleaning.ducted:ducted:1');
      expect([query.get('emirate'), query.get('area')]).toEqual(['dubai', 'dubai-marina']);

      // The repair page's own "Book a visit": the diagnosis visit, ticked.
      await page.goto(`${w.prefix}/services/air-conditioning/repair-cleaning`);
      await page.getByTestId('book-top').getByRole('link', { name: w.book }).click();
      await expect
        .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
        .toBe(`${w.prefix}/book`);
      await expect(page.getByTestId('scope-diagnosis')).toBeChecked();
    }
  });
});

test('the booking offers the AC fault box only while an AC service is chosen', async ({ page }) => {
  await page.goto('/ar/book');
  const service = page.getByTestId('booking-scope').locator('select[name="service"]');
  const box = page.getByTestId('scope-diagnosis');
  await expect(box).toBeHidden();
  await service.selectOption('air-conditioning/repair-cleaning');
  await expect(box).toBeVisible();
  await service.selectOption('painting');
  await expect(box).toBeHidden();
  await page.goto('/ar/book?service=handyman');
  await expect(page.getByTestId('scope-diagnosis')).toBeHidden();
});
