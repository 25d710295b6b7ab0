import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomClient } from './support/db';
import { signedInAs } from './support/workspace-accounts';

// Closing the job (issue 33), lean: a done booking's tax invoice on its private link, in the
// customer's language, paid through the Stripe stand-in's checkout; only the signed webhook the
// stand-in sends marks it paid, and the receipt shows. English with JavaScript, Arabic without.

const languages = [
  {
    locale: 'en',
    prefix: '',
    title: 'Tax Invoice',
    pay: 'Pay now',
    unpaid: 'Unpaid',
    receipt: 'Receipt',
    js: true,
  },
  {
    locale: 'ar',
    prefix: '/ar',
    title: 'فاتورة ضريبية',
    pay: 'ادفع الآن',
    unpaid: 'غير مدفوعة',
    receipt: 'إيصال',
    js: false,
  },
] as const;

async function doneInvoice(request: APIRequestContext, locale: string) {
  const made = await request.post(`/api/test-booking?locale=${locale}`);
  expect(made.status()).toBe(200);
  const { token } = (await made.json()) as { token: string };
  expect((await request.post(`/api/test-booking-status?token=${token}&status=done`)).status()).toBe(
    200,
  );
  const issued = await request.post(`/api/test-invoice?token=${token}`);
  expect(issued.status()).toBe(200);
  return (await issued.json()) as { token: string; number: string; requestId: string };
}

/** Stripe returns to the configured SITE_URL (https://www.example.ae): bring it back to the test server. */
async function returnToTestServer(page: Page, baseURL: string) {
  await page.route('https://www.example.ae/**', (route) => {
    const url = new URL(route.request().url());
    return route.fulfill({
      status: 302,
      headers: { location: `${baseURL}${url.pathname}${url.search}` },
    });
  });
}

for (const lang of languages) {
  test(`${lang.locale}: the tax invoice of a done job is paid through Stripe's checkout and shows the receipt`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: lang.js,
      extraHTTPHeaders: { 'x-forwarded-for': randomClient() },
    });
    const page = await context.newPage();
    await returnToTestServer(page, baseURL!);
    const invoice = await doneInvoice(request, lang.locale);
    const path = `${lang.prefix}/invoice/${invoice.token}`;

    await page.goto(path);
    await expect(page.getByTestId('invoice-title')).toHaveText(lang.title);
    await expect(page.getByTestId('invoice-number')).toHaveText(invoice.number);
    // The booked line and the part added on site, each with its VAT.
    await expect(page.getByTestId('invoice-line')).toHaveCount(2);
    await expect(page.getByTestId('invoice-line').nth(1)).toContainText('Run capacitor');
    await expect(page.getByTestId('supplier')).toContainText('100123456700003');
    await expect(page.getByTestId('invoice-status')).toHaveText(lang.unpaid);

    // A return from the checkout without the webhook changes nothing.
    await page.goto(`${path}?paid=1`);
    await expect(page.getByTestId('pay-notice')).toBeVisible();
    await expect(page.getByTestId('invoice-status')).toHaveAttribute('data-status', 'issued');

    await page.getByRole('button', { name: lang.pay }).click();
    // The stand-in's checkout page, for the stored total: AED 750 + AED 85.50, with 5 % VAT.
    await expect(page.getByRole('heading', { name: 'Pay AED 877.28' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(`**${path}?paid=1`);
    await expect(page.getByTestId('invoice-status')).toHaveAttribute('data-status', 'paid');
    await expect(page.getByTestId('receipt')).toContainText(lang.receipt);
    await expect(page.getByRole('button', { name: lang.pay })).toHaveCount(0);
    await context.close();
  });
}

test('the payment policy is stated on every page that shows a price, in both languages', async ({
  page,
}) => {
  const policies = [
    { prefix: '', words: ['How and when you pay', 'AED 150', 'Pay the invoice online'] },
    { prefix: '/ar', words: ['كيف ومتى تدفع', '150 درهم', 'ادفع الفاتورة عبر الإنترنت'] },
  ];
  for (const { prefix, words } of policies)
    for (const path of ['/book', '/estimate', '/amc-plans', '/prices']) {
      await page.goto(`${prefix}${path}`);
      const policy = page.getByTestId('payment-policy');
      for (const w of words) await expect(policy, `${prefix}${path}`).toContainText(w);
      // AMC instalments where contracts are offered; there "never in advance" is said of visits only.
      const contracts = path === '/amc-plans' || path === '/prices';
      await expect(policy.getByRole('listitem')).toHaveCount(contracts ? 4 : 3);
      await expect(policy.getByRole('listitem').first()).toContainText(
        contracts ? (prefix ? 'زيارات الخدمة' : 'Service visits') : prefix ? 'تدفع عند' : 'You pay',
      );
    }
});

test("an admin refunds an invoice paid online through Stripe, and the customer's page says so in both languages", async ({
  browser,
  request,
  baseURL,
}) => {
  // A payment, an admin's sign-up and a refund through two stand-ins: a long test on a busy machine.
  test.setTimeout(90_000);
  const customer = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': randomClient() },
  });
  const page = await customer.newPage();
  await returnToTestServer(page, baseURL!);
  const invoice = await doneInvoice(request, 'en');
  await page.goto(`/invoice/${invoice.token}`);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(`**/invoice/${invoice.token}?paid=1`);
  await expect(page.getByTestId('invoice-status')).toHaveAttribute('data-status', 'paid');

  // The admin refunds without JavaScript (a plain post), signed in as the account just made.
  const signedIn = await signedInAs(browser, 'admin');
  const admin = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await signedIn.context.storageState(),
  });
  await signedIn.context.close();
  const adminPage = await admin.newPage();
  await adminPage.goto(`/admin/${invoice.requestId}`);
  const form = adminPage.getByTestId('refund-form');
  await form.getByLabel('Why it is refunded').fill('The customer cancelled the contract');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Refund through Stripe' }).click();
  await expect(form.getByRole('status')).toContainText('Refunded in full. Credit note CN-');
  await expect(adminPage.getByTestId('invoice-list')).toContainText('Refunded through Stripe');
  await admin.close();

  await page.goto(`/invoice/${invoice.token}`);
  await expect(page.getByTestId('invoice-status')).toHaveText(
    'Refunded: the full amount was returned to the card you paid with, and a tax credit note cancels this invoice.',
  );
  await page.goto(`/ar/invoice/${invoice.token}`);
  await expect(page.getByTestId('invoice-status')).toHaveText(
    'أُعيد إليك المبلغ كاملًا على البطاقة التي دفعت بها، وأُلغيت هذه الفاتورة بإشعار دائن ضريبي.',
  );
  await expect(page.getByRole('button', { name: 'ادفع الآن' })).toHaveCount(0);
  await customer.close();
});
