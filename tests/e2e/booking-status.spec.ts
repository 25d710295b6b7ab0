import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomClient } from './support/db';

// Every status tells the truth (issue 31): the customer's private page at each status, in both
// languages. A booking assigned names its technician by first name, on the way gives their phone,
// done asks how it went; done and cancelled say nothing of a coming visit and offer no changes. The
// bookings come from /api/test-booking and are moved on as staff would by /api/test-booking-status.

const languages = [
  {
    locale: 'en',
    prefix: '',
    arrives: 'arrive',
    calls: 'calls you',
    sorry: 'We are sorry',
    cancelledEvent: 'Visit cancelled',
    review: 'How did it go?',
    confirm: 'Yes, I want to cancel this visit',
    cancel: 'Cancel the visit',
    bookAgain: 'Book another visit',
  },
  {
    locale: 'ar',
    prefix: '/ar',
    arrives: 'يصل',
    calls: 'يتصل بك',
    sorry: 'نعتذر',
    cancelledEvent: 'أُلغيت الزيارة',
    review: 'كيف كانت الزيارة؟',
    confirm: 'نعم، أريد إلغاء هذه الزيارة',
    cancel: 'ألغِ الزيارة',
    bookAgain: 'احجز زيارة أخرى',
  },
] as const;

async function testBooking(request: APIRequestContext, locale: string) {
  const made = await request.post(`/api/test-booking?locale=${locale}`);
  expect(made.status()).toBe(200);
  return (await made.json()) as { token: string };
}

async function asStaff(request: APIRequestContext, token: string, query: Record<string, string>) {
  const done = await request.post(
    `/api/test-booking-status?${new URLSearchParams({ token, ...query })}`,
  );
  expect(done.status()).toBe(200);
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomClient() });
});

for (const lang of languages) {
  test(`${lang.locale}: assigned names the technician, on the way gives the phone, done and cancelled end the visit`, async ({
    page,
    request,
  }) => {
    const first = `Samir${Date.now().toString(36)}`;
    const visit = await testBooking(request, lang.locale);
    const path = `${lang.prefix}/book/${visit.token}`;
    const article = page.locator('article');

    await asStaff(request, visit.token, { technician: `${first} Haddad` });
    await page.goto(path);
    await expect(page.getByTestId('booking-technician')).toContainText(first);
    await expect(article).not.toContainText('Haddad');
    await expect(article).toContainText(lang.arrives);
    await expect(page.getByTestId('cancel-form')).toBeVisible();

    await asStaff(request, visit.token, { status: 'on_the_way' });
    await page.goto(path);
    await expect(page.getByTestId('booking-technician')).toContainText(first);
    await expect(page.getByTestId('booking-technician')).toContainText('+971 50 765 4321');

    await asStaff(request, visit.token, { status: 'done' });
    await page.goto(path);
    await expect(page.getByRole('heading', { name: lang.review })).toBeVisible();
    await expect(page.getByTestId('review-whatsapp')).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
    await expect(article).not.toContainText(lang.arrives);
    await expect(page.getByTestId('booking-technician')).toHaveCount(0);
    await expect(page.getByTestId('cancel-form')).toHaveCount(0);
    await expect(page.getByTestId('move-form')).toHaveCount(0);

    // Cancelled by its customer: nothing of a coming visit, no change offered, a way to book again.
    const other = await testBooking(request, lang.locale);
    await page.goto(`${lang.prefix}/book/${other.token}`);
    await expect(article).toContainText(lang.calls);
    const cancelForm = page.getByTestId('cancel-form');
    await cancelForm.getByLabel(lang.confirm).check();
    await cancelForm.getByRole('button', { name: lang.cancel }).click();
    await expect(page.getByTestId('change-message')).toBeVisible();
    await expect(article).not.toContainText(lang.arrives);
    await expect(article).not.toContainText(lang.calls);
    await expect(page.getByTestId('move-form')).toHaveCount(0);
    await expect(page.getByTestId('cancel-form')).toHaveCount(0);
    await expect(page.getByTestId('change-closed')).toContainText(lang.bookAgain);
    await expect(article).not.toContainText(lang.sorry);

    // Cancelled by us: the page apologises and says our coordinator calls to find another time.
    const ours = await testBooking(request, lang.locale);
    await asStaff(request, ours.token, { status: 'cancelled', at: 'now' });
    await page.goto(`${lang.prefix}/book/${ours.token}`);
    await expect(article).toContainText(lang.sorry);
    await expect(article).toContainText(lang.calls);
    // The history says what happened in a sentence of its own, and who did it.
    await expect(
      page.getByTestId('booking-history').locator('[data-event="visit_status"]'),
    ).toContainText(lang.cancelledEvent);
    await expect(article).not.toContainText(lang.arrives);
    await expect(page.getByTestId('cancel-form')).toHaveCount(0);
  });
}
