import { expect, test, type Page } from '@playwright/test';
import { randomClient, uniqueEmail } from './support/db';

// A form body over the old 64 KB action limit was a bare English "Internal Server Error" and, without
// JavaScript, lost everything typed. Up to 1 MB the form now comes back in the page's language with the
// input kept and the message marked too long; above that the visitor gets a localised 413 page.
test.use({ javaScriptEnabled: false });
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomClient() });
});

const pages = [
  {
    path: '/contact',
    labels: { name: 'Full name', email: 'Email', phone: 'Phone number', message: 'Message' },
    send: 'Send Message',
    tooLong: 'Message is too long',
    tooLargePage: /too large to send/i,
    back: 'Back to the form',
  },
  {
    path: '/ar/contact',
    labels: {
      name: 'الاسم الكامل',
      email: 'البريد الإلكتروني',
      phone: 'رقم الهاتف',
      message: 'الرسالة',
    },
    send: 'أرسل الرسالة',
    tooLong: 'الرسالة أطول من المسموح',
    tooLargePage: /أكبر من أن يُرسل/,
    back: 'العودة إلى النموذج',
  },
];

/** Fills the contact form, the message with `size` characters (past the textarea's own limits). */
async function fillWithMessage(page: Page, labels: (typeof pages)[number]['labels'], size: number) {
  const form = page.getByTestId('form-contact');
  const email = uniqueEmail('big');
  await form.getByLabel(labels.name).fill('Amina Khalid');
  await form.getByLabel(labels.email, { exact: true }).fill(email);
  await form.getByLabel(labels.phone).fill('050 123 4567');
  await form.getByLabel(labels.message).evaluate((el, n) => {
    el.removeAttribute('maxlength');
    (el as HTMLTextAreaElement).value = 'A long description of the job. '
      .repeat(n / 31 + 1)
      .slice(0, n);
  }, size);
  return email;
}

for (const p of pages) {
  test(`a 70 KB message posted from ${p.path} comes back in the page's language with the input kept`, async ({
    page,
  }) => {
    await page.goto(p.path);
    const email = await fillWithMessage(page, p.labels, 70_000);
    const posted = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByTestId('form-contact').getByRole('button', { name: p.send }).click();
    const response = await posted;
    expect(response.status()).toBeLessThan(500);
    const form = page.getByTestId('form-contact');
    await expect(form.getByText(p.tooLong)).toBeVisible();
    await expect(form.getByLabel(p.labels.name)).toHaveValue('Amina Khalid');
    await expect(form.getByLabel(p.labels.email, { exact: true })).toHaveValue(email);
    await expect(form.getByLabel(p.labels.phone)).toHaveValue('050 123 4567');
    expect(await page.content()).not.toContain('Internal Server Error');
  });

  test(`a 2 MB body posted from ${p.path} gets a localised 413 page that leads back to the form`, async ({
    page,
  }) => {
    await page.goto(p.path);
    await fillWithMessage(page, p.labels, 2_000_000);
    const posted = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByTestId('form-contact').getByRole('button', { name: p.send }).click();
    const response = await posted;
    expect(response.status()).toBe(413);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.tooLargePage);
    await expect(page.locator('html')).toHaveAttribute(
      'lang',
      p.path.startsWith('/ar') ? 'ar' : 'en',
    );
    await page.getByRole('link', { name: p.back }).click();
    await expect(page).toHaveURL(new RegExp(`${p.path}$`));
  });
}
