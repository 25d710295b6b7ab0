import { expect, test, type Browser, type Page } from '@playwright/test';
import { serverDatePlus } from '../support/clock';
import { randomClient } from './support/db';
import { signedInAs } from './support/workspace-accounts';

// Issue 35: after every round trip (a step sent, a plan chosen, a staff action) the focus lands on the
// new step's heading or on the result message, never on <body>, with and without JavaScript, in both
// languages. And the day picker: one tab stop, arrow keys along the row as it reads, closed days say why.

const scope = 'service=air-conditioning%2Fmaintenance&propertyType=apartment&emirate=dubai';
const words = {
  en: { prefix: '', next: 'Show free times', name: 'Name', phone: 'Phone', add: 'Add technician' },
  ar: {
    prefix: '/ar',
    next: 'اعرض الأوقات المتاحة',
    name: 'الاسم',
    phone: 'الهاتف',
    add: 'أضف الفني',
  },
} as const;

/** The same signed-in session in a context with or without JavaScript. */
async function staffPage(browser: Browser, javaScriptEnabled: boolean) {
  const admin = await signedInAs(browser, 'admin');
  const storageState = await admin.context.storageState();
  await admin.context.close();
  const context = await browser.newContext({ storageState, javaScriptEnabled });
  return { context, page: await context.newPage() };
}

const flash = (page: Page) => page.locator('#flash-message');

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('the visitor: booking step 1 to 2 and on, a plan chosen, in both languages', async ({
      page,
    }) => {
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomClient() });
      for (const w of Object.values(words)) {
        // Back to step 1 ("Change"): its heading; sent: step 2's heading; later days: the same.
        await page.goto(`${w.prefix}/book?${scope}&edit=1`);
        await expect(page.locator('#booking-scope-heading')).toBeFocused();
        await page.getByRole('button', { name: w.next }).click();
        await expect(page.locator('#booking-slot-heading')).toBeFocused();
        await page.getByTestId('later-dates').click();
        await expect(page).toHaveURL(/from=/);
        await expect(page.locator('#booking-slot-heading')).toBeFocused();

        await page.goto(`${w.prefix}/amc-plans`);
        await page.locator('a[href="?plan=standard"]:visible').first().click();
        await expect(page.locator('#amc-sign-up-heading')).toBeFocused();
        await expect(page.locator('select[name=plan]')).toHaveValue('standard');
      }
    });

    test('staff: every action lands on its result message, in both languages', async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const { context, page } = await staffPage(browser, javaScriptEnabled);
      const technician = `Focus ${Date.now().toString(36)}`;
      for (const w of Object.values(words)) {
        await page.goto(`${w.prefix}/admin/technicians`);
        const add = page.getByTestId('technician-add');
        await add.getByLabel(w.name, { exact: true }).fill(`${technician} ${w.prefix || 'en'}`);
        await add.getByLabel(w.phone).fill('050 765 4321');
        await add.getByRole('button', { name: w.add }).click();
        await expect(flash(page)).toBeFocused();
        await expect(flash(page)).toHaveAttribute('role', 'status');
      }

      const made = await request.post('/api/test-booking?locale=en');
      const booking = (await made.json()) as { reference: string; day: string };
      // English: assign (a status), then "on the way" before the visit's day (an alert).
      await page.goto(`/admin/schedule?day=${booking.day}&view=day&zone=dubai`);
      await page.locator(`[data-reference="${booking.reference}"]`).getByRole('link').click();
      await expect(page.getByTestId('booking-panel')).toBeVisible();
      const panelPath = new URL(page.url()).pathname + new URL(page.url()).search;
      await page
        .getByTestId('assign-form')
        .locator('select')
        .selectOption({
          label: `${technician} en`,
        });
      await page.getByTestId('assign-form').getByRole('button').click();
      await expect(flash(page)).toBeFocused();
      await expect(flash(page)).toHaveAttribute('role', 'status');
      // The same outcome again takes the focus again (from the button just pressed).
      await page.getByTestId('assign-form').getByRole('button').click();
      await expect(flash(page)).toBeFocused();
      await page.getByTestId('status-form').getByRole('button', { name: 'On the way' }).click();
      await expect(flash(page)).toBeFocused();
      await expect(flash(page)).toHaveAttribute('role', 'alert');

      // Arabic: the same panel's first status (refused before the day: an alert), then the record's status form.
      await page.goto(`/ar${panelPath}`);
      await page.getByTestId('status-form').getByRole('button').first().click();
      await expect(flash(page)).toBeFocused();
      await page.getByTestId('booking-panel').getByRole('link').last().click();
      await expect(page.getByTestId('lead-detail')).toBeVisible();
      await page.getByTestId('lead-detail').getByTestId('status-form').getByRole('button').click();
      await expect(page.locator('#status-saved')).toBeFocused();
      await context.close();
    });
  });
}

test.describe('the day picker', () => {
  // TEST_CLOCK is a Monday: the Saturday after it is closed every week.
  const saturday = serverDatePlus(5);

  test('one tab stop, arrows along the row as it reads, Home and End; a closed day says why', async ({
    page,
  }) => {
    for (const [prefix, next, previous, closed, reason] of [
      ['', 'ArrowRight', 'ArrowLeft', 'Closed', /closed every Saturday/],
      ['/ar', 'ArrowLeft', 'ArrowRight', 'مغلق', /لا نعمل أيام السبت/],
    ] as const) {
      await page.goto(`${prefix}/book?${scope}`);
      const row = page.getByTestId('day-buttons');
      const buttons = row.getByRole('button');
      await expect(row.locator('[tabindex="0"]')).toHaveCount(1);
      const first = row.locator('[tabindex="0"]');
      const start = await buttons.evaluateAll(
        (all, el) => all.indexOf(el!),
        await first.elementHandle(),
      );
      await first.focus();
      await page.keyboard.press(next);
      await expect(buttons.nth(start + 1)).toBeFocused();
      await page.keyboard.press(previous);
      await expect(buttons.nth(start)).toBeFocused();
      await page.keyboard.press('End');
      await expect(buttons.last()).toBeFocused();
      await page.keyboard.press('Home');
      await expect(buttons.first()).toBeFocused();
      // Tab leaves the row at once: it is one stop.
      await page.keyboard.press('Tab');
      await expect(buttons.first()).not.toBeFocused();
      expect(await row.locator(':focus').count()).toBe(0);

      const day = page.locator(`[data-day="${saturday}"]`);
      const button = buttons.filter({ hasText: closed }).first();
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleName(new RegExp(closed));
      await expect(button).toHaveAccessibleDescription(reason);
      await expect(day).toBeHidden();
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('every day is listed, a closed day with its reason', async ({ page }) => {
      await page.goto(`/book?${scope}`);
      await expect(page.locator(`[data-day="${saturday}"]`)).toContainText(
        'No visits on this day: we are closed every Saturday',
      );
      await page.goto(`/ar/book?${scope}`);
      await expect(page.locator(`[data-day="${saturday}"]`)).toContainText('لا نعمل أيام السبت');
    });
  });
});
