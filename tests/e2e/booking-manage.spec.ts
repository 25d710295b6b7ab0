import { expect, test } from '@playwright/test';
import { randomClient } from './support/db';

// A booking's private page, in both languages, with and without JavaScript: the confirmation with its
// reference and recap, the .ics file, a move, a cancellation, and what a stranger's guess gets. The
// bookings are made by a test-only route (app/api/test-booking/route.test-route.ts).

const languages = [
  {
    locale: 'en',
    prefix: '',
    heading: 'Booking received',
    recap: ['AC Maintenance', 'Dubai Marina, Dubai', 'Villa or townhouse'],
    move: 'Reschedule my visit',
    moved: 'Your visit is rescheduled to',
    confirm: 'Yes, I want to cancel this visit',
    cancel: 'Cancel the visit',
    cancelled: 'Your visit is cancelled.',
    status: 'Cancelled',
  },
  {
    locale: 'ar',
    prefix: '/ar',
    heading: 'وصلنا طلب حجزك',
    recap: ['صيانة المكيفات', 'دبي مارينا، دبي', 'فيلا أو تاون هاوس'],
    move: 'غيّر موعد زيارتي',
    moved: 'تغيّر موعد زيارتك إلى',
    confirm: 'نعم، أريد إلغاء هذه الزيارة',
    cancel: 'ألغِ الزيارة',
    cancelled: 'أُلغيت زيارتك.',
    status: 'أُلغيت الزيارة',
  },
] as const;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomClient() });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    for (const lang of languages) {
      test(`${lang.locale}: confirmation, .ics, move and cancel on the private page`, async ({
        page,
        request,
      }) => {
        const made = await request.post(`/api/test-booking?locale=${lang.locale}`);
        expect(made.status()).toBe(200);
        const { token, reference } = (await made.json()) as { token: string; reference: string };
        const path = `${lang.prefix}/book/${token}`;

        const response = await page.goto(`${path}?new=1`);
        expect(response?.status()).toBe(200);
        const headers = response!.headers();
        expect(headers['cache-control']).toContain('no-store');
        expect(headers['cache-control']).toContain('private');
        expect(headers['x-robots-tag']).toContain('noindex');
        expect(headers['referrer-policy']).toBe('same-origin');
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

        const heading = page.getByRole('heading', { level: 1, name: lang.heading });
        await expect(heading).toBeFocused();
        await expect(page.getByTestId('booking-reference')).toHaveText(reference);
        const recap = page.getByTestId('booking-recap');
        for (const name of lang.recap) await expect(recap).toContainText(name);
        await expect(recap).not.toContainText('dubai-marina');
        await expect(recap).not.toContainText('air-conditioning');
        await expect(page.getByTestId('whatsapp-link')).toHaveAttribute(
          'href',
          new RegExp(`^https://wa\\.me/\\d+\\?text=.*${reference}`),
        );

        const calendarHref = await page.getByTestId('calendar-link').getAttribute('href');
        expect(calendarHref).toBe(`/api/booking/${token}/calendar`);
        const ics = await request.get(calendarHref!);
        expect(ics.status()).toBe(200);
        expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
        expect(ics.headers()['content-disposition']).toBe(
          `attachment; filename="${reference}.ics"`,
        );
        expect(ics.headers()['cache-control']).toBe('private, no-store');
        const icsText = await ics.text();
        expect(icsText).toContain('BEGIN:VEVENT');
        expect(icsText).toContain(`UID:${reference}@www.example.ae`);

        // Move to the first other free window.
        const moveForm = page.getByTestId('move-form');
        const other = moveForm.locator('input[name="slot"]:not([disabled])').first();
        const slot = await other.getAttribute('value');
        await other.check();
        await moveForm.getByRole('button', { name: lang.move }).click();
        const message = page.getByTestId('change-message');
        await expect(message).toContainText(lang.moved);
        await expect(message).toBeFocused();
        await expect(page).toHaveURL(new RegExp(`${path}\\?changed=moved$`));
        await expect(
          page.getByTestId('booking-history').locator('[data-event="moved"]'),
        ).toHaveCount(1);
        // The window moved to is now the current one.
        await expect(
          page.getByTestId('move-form').locator(`input[name="slot"][value="${slot}"]`),
        ).toBeDisabled();

        // Cancel.
        const cancelForm = page.getByTestId('cancel-form');
        await cancelForm.getByLabel(lang.confirm).check();
        await cancelForm.getByRole('button', { name: lang.cancel }).click();
        await expect(page.getByTestId('change-message')).toContainText(lang.cancelled);
        await expect(page.getByTestId('change-message')).toBeFocused();
        await expect(page.getByTestId('booking-status')).toHaveText(lang.status);
        await expect(page.getByTestId('move-form')).toHaveCount(0);
        await expect(page.getByTestId('cancel-form')).toHaveCount(0);
        const cancelledIcs = await (await request.get(calendarHref!)).text();
        expect(cancelledIcs).toContain('STATUS:CANCELLED');
      });
    }
  });
}

test('an unknown token is the site 404, for the page and for its .ics', async ({
  page,
  request,
}) => {
  const guess = 'A'.repeat(43);
  expect((await page.goto(`/book/${guess}`))?.status()).toBe(404);
  expect((await page.goto(`/ar/book/${guess}`))?.status()).toBe(404);
  expect((await request.get(`/api/booking/${guess}/calendar`)).status()).toBe(404);
});
