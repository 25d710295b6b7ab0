import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { TEST_SERVICE_KEY } from '../support/jwt';
import { randomClient, uniqueEmail } from './support/db';

// Visitors' photos (their homes, sometimes their faces) are for staff only: anyone else gets the same
// 404 as for a photo that does not exist. A booking with a photo comes from a test-only route
// (app/api/test-booking, ?photo=1), which prepares the photo the way the booking form does.

const port = Number(process.env.E2E_PORT ?? 3100);
const standin = `http://localhost:${port + 50}`;
const password = 'Cool-air-2026';

async function bookWithPhoto(page: Page) {
  const response = await page.request.post('/api/test-booking?photo=1');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { name: string; leadId: string; photoIds: string[] };
}

/** An admin account, made and granted the way the owner does (npm run admin:grant), signed in. */
async function signInAsAdmin(page: Page) {
  const email = uniqueEmail('photos');
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('auth-notice').or(page.getByTestId('auth-error'))).toBeVisible();
  execFileSync('npx', ['tsx', 'scripts/admin-grant.ts', email], {
    env: { ...process.env, SUPABASE_URL: standin, SUPABASE_SERVICE_ROLE_KEY: TEST_SERVICE_KEY },
    stdio: 'pipe',
  });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomClient() });
  await page.goto('/sign-in');
  const form = page.getByTestId('auth-signIn');
  await form.getByRole('textbox').first().fill(email);
  await form.locator('input[type=password]').fill(password);
  await form.getByRole('button').click();
  await expect(page.getByTestId('admin-viewer')).toBeVisible();
  await page.setExtraHTTPHeaders({});
}

test('a booking photo is served to nobody but staff, and never cached', async ({
  page,
  browser,
}) => {
  const { photoIds } = await bookWithPhoto(page);
  expect(photoIds).toHaveLength(1);
  const url = `/api/admin/booking-photos/${photoIds[0]}`;

  const visitor = await browser.newContext();
  const anonymous = await visitor.request.get(url);
  expect(anonymous.status()).toBe(404);
  expect(anonymous.headers()['content-type']).not.toContain('image');
  await visitor.close();

  // A signed-in user who is not staff gets the same answer as a stranger.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const email = uniqueEmail('notstaff');
  await otherPage.goto('/sign-up');
  await otherPage.getByLabel('Email').fill(email);
  await otherPage.getByLabel('Password').fill(password);
  await otherPage.getByRole('button', { name: 'Create account' }).click();
  await expect(otherPage.getByTestId('auth-notice')).toBeVisible();
  await otherPage.setExtraHTTPHeaders({ 'x-forwarded-for': randomClient() });
  await otherPage.goto('/sign-in');
  const form = otherPage.getByTestId('auth-signIn');
  await form.getByRole('textbox').first().fill(email);
  await form.locator('input[type=password]').fill(password);
  await form.getByRole('button').click();
  await expect(otherPage.getByTestId('no-access')).toBeVisible();
  expect((await otherPage.request.get(url)).status()).toBe(404);
  await other.close();

  await signInAsAdmin(page);
  const photo = await page.request.get(url);
  expect(photo.status()).toBe(200);
  const headers = photo.headers();
  expect(headers['content-type']).toBe('image/jpeg');
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-disposition']).toMatch(/^inline/);
  const body = await photo.body();
  expect([...body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  // The phone's EXIF (here its make) was not kept.
  expect(body.toString('latin1')).not.toContain('TestPhone');

  for (const missing of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])
    expect((await page.request.get(`/api/admin/booking-photos/${missing}`)).status()).toBe(404);
});

test('the lead page shows a booking’s photos as thumbnails that open full size, in both languages', async ({
  page,
}) => {
  const { leadId, photoIds } = await bookWithPhoto(page);
  await signInAsAdmin(page);
  for (const [prefix, heading, alt] of [
    ['', 'Photos sent with the booking', 'Photo 1 of 1 sent with the booking (opens full size)'],
    ['/ar', 'الصور المرسلة مع الحجز', 'الصورة 1 من 1 المرسلة مع الحجز (تُفتح بحجمها الكامل)'],
  ] as const) {
    await page.goto(`${prefix}/admin/${leadId}`);
    const photos = page.getByTestId('booking-photos');
    await expect(photos.getByRole('heading', { level: 2 })).toHaveText(heading);
    const image = photos.getByRole('img', { name: alt });
    await expect(image).toHaveAttribute('width', '160');
    await expect(image).toHaveAttribute('height', '120');
    // Loaded with the staff session: a decoded picture, not a broken image.
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(640);
    await expect(photos.getByRole('link', { name: alt })).toHaveAttribute(
      'href',
      `/api/admin/booking-photos/${photoIds[0]}`,
    );
  }
});

test('staff confirm a booking on its lead page, and the customer’s private page shows it at once', async ({
  page,
  browser,
}) => {
  const made = await page.request.post('/api/test-booking?photo=1&locale=ar');
  const { leadId, token, reference } = (await made.json()) as {
    leadId: string;
    token: string;
    reference: string;
  };
  await signInAsAdmin(page);
  await page.goto(`/admin/${leadId}`);
  const panel = page.getByTestId('booking-panel');
  await expect(panel).toContainText(reference);
  await expect(panel).toContainText('Dubai');
  await panel.getByLabel('Booking status').selectOption('confirmed');
  await panel.getByRole('button', { name: 'Save booking status' }).click();
  await expect(panel.getByRole('status')).toContainText('Saved');
  await page.reload();
  await expect(page.getByTestId('lead-history')).toContainText(
    'Received, we will call you to confirm → Confirmed',
  );

  // The customer, in their language, with no account.
  const visitor = await browser.newContext();
  const customer = await visitor.newPage();
  await customer.goto(`/ar/book/${token}`);
  await expect(customer.getByText('مؤكَّدة').first()).toBeVisible();
  // Who changed it, as the customer's history names our side.
  await expect(customer.getByTestId('booking-history')).toContainText('فريقنا');
  await visitor.close();
});

test('the customer sees the photos arrived on their private page, reached by its token only', async ({
  page,
}) => {
  const made = await page.request.post('/api/test-booking?photo=1');
  const { token } = (await made.json()) as { token: string };
  for (const [prefix, count, alt] of [
    ['', 'We received your photo.', 'Your photo 1 of 1'],
    ['/ar', 'وصلتنا صورة واحدة منك.', 'صورتك 1 من 1'],
  ] as const) {
    await page.goto(`${prefix}/book/${token}`);
    await expect(page.getByTestId('photos-count')).toHaveText(count);
    const image = page.getByRole('img', { name: alt });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  const photo = await page.request.get(`/api/booking/${token}/photos/1`);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toBe('image/jpeg');
  expect(photo.headers()['cache-control']).toBe('private, no-store');
  for (const other of [`${token}/photos/2`, `${'A'.repeat(43)}/photos/1`, `${token}/photos/0`])
    expect((await page.request.get(`/api/booking/${other}`)).status()).toBe(404);
});
