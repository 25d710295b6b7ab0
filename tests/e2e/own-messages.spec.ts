import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomClient } from './support/db';

// Every form that used to let the browser stop an empty send with its own bubble (in the browser's
// language, not the page's) now says what is missing itself, in the page's language: the booking's
// two steps, the private page's move and cancel, and the review form (issue 36, item 52). With a
// script, as a visitor mostly meets them; nothing is sent or changed.

const words = {
  en: {
    prefix: '',
    next: 'Show free times',
    serviceRequired: 'Service is required',
    confirm: 'Send booking request',
    notBooked: 'Your visit is not booked yet',
    move: 'Reschedule my visit',
    chooseWindow: 'Choose a window to move the visit to.',
    cancel: 'Cancel the visit',
    tick: 'Tick the box to confirm that you want to cancel the visit.',
    sendReview: 'Send review',
    missing: [
      'Choose a rating from 1 to 5 stars.',
      'Enter the first name or initials to show with your review.',
      'Tick the box to agree that your review is published.',
    ],
  },
  ar: {
    prefix: '/ar',
    next: 'اعرض الأوقات المتاحة',
    serviceRequired: 'الخدمة مطلوبة',
    confirm: 'أرسل طلب الحجز',
    notBooked: 'لم يُحجز موعد زيارتك بعد',
    move: 'غيّر موعد زيارتي',
    chooseWindow: 'اختر الفترة التي تريد أن تكون فيها الزيارة.',
    cancel: 'ألغِ الزيارة',
    tick: 'ضع علامة في المربّع لتأكيد رغبتك في إلغاء الزيارة.',
    sendReview: 'إرسال التقييم',
    missing: [
      'اختر تقييمًا من نجمة واحدة إلى خمس نجوم.',
      'اكتب الاسم الذي تريد أن يظهر مع تقييمك: اسمك الأول أو الأحرف الأولى من اسمك.',
      'ضع علامة في المربع للموافقة على نشر تقييمك.',
    ],
  },
} as const;

async function testBooking(request: APIRequestContext, locale: 'en' | 'ar', status?: 'done') {
  const made = await request.post(`/api/test-booking?locale=${locale}`);
  expect(made.status()).toBe(200);
  const { token } = (await made.json()) as { token: string };
  if (status)
    expect(
      (await request.post(`/api/test-booking-status?token=${token}&status=${status}`)).status(),
    ).toBe(200);
  return token;
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomClient() });
});

for (const locale of ['en', 'ar'] as const) {
  const w = words[locale];

  test(`${locale}: the booking's two steps say what is missing in the page's language`, async ({
    page,
  }) => {
    await page.goto(`${w.prefix}/book`);
    const scope = page.getByTestId('booking-scope');
    await expect(scope).toHaveAttribute('novalidate', '');
    await scope.getByRole('button', { name: w.next }).click();
    await expect(scope.getByText(w.serviceRequired)).toBeVisible();

    await page.goto(
      `${w.prefix}/book?service=air-conditioning%2Fmaintenance&propertyType=apartment&emirate=dubai&area=dubai-marina`,
    );
    const form = page.getByTestId('booking-form');
    await expect(form).toHaveAttribute('novalidate', '');
    // The details show once a window is chosen (nothing is booked: the send is refused, so any free
    // window of the day shown will do; no day has to be picked, and no other test's day is touched).
    await form
      .locator('input[name="slot"]:not([disabled])')
      .locator('visible=true')
      .first()
      .check();
    await form.getByRole('button', { name: w.confirm }).click();
    await expect(page.getByTestId('booking-errors')).toContainText(w.notBooked);
  });

  test(`${locale}: move and cancel without a choice say so on the private page`, async ({
    page,
    request,
  }) => {
    const token = await testBooking(request, locale);
    await page.goto(`${w.prefix}/book/${token}`);
    await page.getByTestId('move-form').getByRole('button', { name: w.move }).click();
    await expect(page.getByTestId('change-error')).toHaveText(w.chooseWindow);
    await page.getByTestId('cancel-form').getByRole('button', { name: w.cancel }).click();
    await expect(page.getByTestId('change-error')).toHaveText(w.tick);
    await expect(page.getByTestId('change-error')).toBeFocused();
  });

  test(`${locale}: an empty review is stopped with the site's words, and what was typed stays`, async ({
    page,
    request,
  }) => {
    const token = await testBooking(request, locale, 'done');
    await page.goto(`${w.prefix}/book/${token}`);
    const form = page.getByTestId('review-form');
    await form.getByRole('textbox').first().fill('Kept while the rest is filled in');
    await form.getByRole('button', { name: w.sendReview }).click();
    const missing = page.getByTestId('review-missing');
    await expect(missing.getByRole('listitem')).toHaveText([...w.missing]);
    await expect(missing).toBeFocused();
    await expect(form.getByRole('textbox').first()).toHaveValue('Kept while the rest is filled in');
    await expect(page.getByTestId('review-message')).toHaveCount(0);
  });
}
