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
    tooLargePage: /ما أرسلته أكبر من الحجم المسموح به/,
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

// The booking form carries up to 5 photos of 10 MB: its path alone takes posts up to 55 MB.
const bookingPages = [
  {
    path: '/book',
    lang: 'en',
    title: 'Your photos are too large to send',
    limits: 'at most 5 photos of 10 MB each',
    back: 'Back to the booking form',
  },
  {
    path: '/ar/book',
    lang: 'ar',
    title: 'حجم الصور أكبر من المسموح به',
    limits: '5 صور على الأكثر، لا تزيد كل منها على 10 ميغابايت',
    back: 'العودة إلى نموذج الحجز',
  },
];

/** A multipart form post of about `bytes`, as a browser sends a form with a file. */
const multipart = (bytes: number) => ({
  name: 'Amina Khalid',
  photos: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(bytes, 0x5a) },
});

for (const p of bookingPages) {
  test(`a 2 MB post to ${p.path} passes the 1 MB limit of other forms`, async ({ request }) => {
    const response = await request.post(p.path, { multipart: multipart(2 * 1024 * 1024) });
    expect(response.status()).not.toBe(413);
    expect(await response.text()).not.toContain(p.title);
  });

  test(`a post over 55 MB to ${p.path} gets the localised photo-limit page`, async ({
    request,
  }) => {
    const response = await request.post(p.path, { multipart: multipart(56 * 1024 * 1024) });
    expect(response.status()).toBe(413);
    const html = await response.text();
    expect(html).toContain(`<html lang="${p.lang}"`);
    expect(html).toContain(`<h1>${p.title}</h1>`);
    expect(html).toContain(p.limits);
    expect(html).toContain(`<a href="${p.path}">${p.back}</a>`);
  });
}

test('a 2 MB post to a booking’s private page still gets the 1 MB form page', async ({
  request,
}) => {
  const response = await request.post('/book/abcdefghijklmnop', {
    multipart: multipart(2 * 1024 * 1024),
  });
  expect(response.status()).toBe(413);
  expect(await response.text()).toContain('Your form is too large to send');
});

test('a streamed post of unknown length to the contact form is refused', async () => {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const chunk = new Uint8Array(64 * 1024).fill(0x41);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= 2 * 1024 * 1024) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  const response = await fetch(`http://localhost:${port}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    duplex: 'half',
  } as RequestInit);
  expect(response.status).toBe(413);
  expect(await response.text()).toContain('Your form is too large to send');
});
