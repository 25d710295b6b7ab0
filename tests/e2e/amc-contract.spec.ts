import { expect, test } from '@playwright/test';
import { randomClient, uniqueEmail } from './support/db';
import { backdateFormStart } from './support/forms';
import { signedInAs } from './support/workspace-accounts';

// AMC contracts (issue 33), lean: a visitor asks for 12 split units on Standard; staff offer the
// contract, quarterly, from the AMC panel; the customer reads it on the private page in Arabic
// without JavaScript, accepts it, and follows the link to the first instalment's tax invoice.

test('staff offer an AMC contract; the customer accepts it in Arabic without JavaScript and opens its invoice', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomClient() });
  await page.goto('/amc-plans');
  const form = page.getByTestId('amc-form');
  await form.getByLabel('Plan').selectOption('standard');
  await form.getByLabel('Number of units').fill('12');
  await form.getByLabel('Property').selectOption('residential-building');
  await form.getByLabel('Emirate').selectOption('dubai');
  const startMonth = form.getByLabel('Start month');
  await startMonth.selectOption((await startMonth.locator('option').nth(2).getAttribute('value'))!);
  await form.getByLabel('Full name').fill('Omar Haddad');
  await form.getByLabel('Phone').fill('050 765 4321');
  await form.getByLabel('Email', { exact: true }).fill(uniqueEmail('amc-contract'));
  await backdateFormStart(form);
  await form.getByRole('button', { name: 'Send my request' }).click();
  await expect
    .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
    .toMatch(/^\/amc-plans\/[A-Za-z0-9_-]{43}$/);
  const token = new URL(page.url()).pathname.split('/').at(-1)!;
  const reference = (await page.getByTestId('amc-reference').textContent())!;

  // Staff find the request by its reference and offer the contract, paid quarterly.
  const staff = await signedInAs(browser, 'staff');
  await staff.page.goto(`/admin?q=${reference}`);
  await staff.page.getByTestId('lead-table').getByRole('link').first().click();
  const offer = staff.page.getByTestId('amc-offer-form');
  // The server's limits are on the form before sending: 1–500 units, a start within a year.
  await expect(offer.getByLabel('Units (1–500)')).toHaveValue('12');
  const from = (await offer.getByLabel('Start date').getAttribute('min'))!;
  const yearAhead = `${Number(from.slice(0, 4)) + 1}${from.slice(4)}`;
  await expect(offer.getByLabel('Start date')).toHaveAttribute('max', yearAhead);
  await offer.getByLabel('Quarterly, in four instalments').check();
  await offer.getByRole('button', { name: 'Offer the contract' }).click();
  // 12 units: 10 % off AED 450, AED 4,860 a year, AED 5,103 with VAT.
  await expect(offer.getByRole('status')).toContainText('AED 5,103');
  await staff.context.close();

  const customer = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': randomClient() },
  });
  const ar = await customer.newPage();
  await ar.goto(`/ar/amc-plans/${token}`);
  await expect(ar.getByRole('heading', { name: 'عرض العقد المقدَّم لك' })).toBeVisible();
  await expect(ar.getByTestId('contract-rows')).toContainText('ربع سنوي، على أربعة أقساط');
  await expect(ar.getByTestId('contract-schedule').locator('tbody tr')).toHaveCount(4);
  // A company to invoice: a TRN that is not 15 digits is refused and nothing is accepted.
  const accept = ar.getByTestId('contract-accept-form');
  await accept.getByLabel('اسم الشركة').fill('شركة الحداد للعقارات');
  await accept.getByLabel(/^رقم التسجيل الضريبي/).fill('1234');
  await ar.getByRole('button', { name: 'قبول العقد' }).click();
  await expect(ar.getByTestId('contract-refused')).toContainText('رقم التسجيل الضريبي 15 رقمًا');
  await expect(ar.getByRole('button', { name: 'قبول العقد' })).toBeVisible();
  await accept.getByLabel('اسم الشركة').fill('شركة الحداد للعقارات');
  await accept.getByLabel(/^رقم التسجيل الضريبي/).fill('100 1234 5670 0003');
  await ar.getByRole('button', { name: 'قبول العقد' }).click();
  await expect(ar.getByTestId('contract-accepted')).toContainText('تم قبول عقدك');
  await expect(ar.getByTestId('contract-invoice')).toContainText('INV-');
  await ar.getByRole('link', { name: 'عرض الفاتورة ودفعها' }).click();
  await expect(ar.getByText('فاتورة ضريبية').first()).toBeVisible();
  await expect(ar.locator('main')).toContainText('شركة الحداد للعقارات');
  await expect(ar.locator('main')).toContainText('100123456700003');

  // Accepting again (a second post) issues nothing more: the page still names the one invoice.
  await ar.goto(`/ar/amc-plans/${token}`);
  await expect(ar.getByRole('button', { name: 'قبول العقد' })).toHaveCount(0);
  await customer.close();
});
