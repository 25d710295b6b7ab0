import { expect, test, type Page } from '@playwright/test';
import {
  hubSignature,
  inboundTextValue,
  statusValue,
  webhookBody,
} from '../support/whatsapp-standin';
import { randomClient, testDb, uniqueEmail } from './support/db';
import { backdateFormStart, backdatePosts } from './support/forms';
import { chooseLateWindow } from './support/late-window';
import { serverNow } from '../support/clock';
import { mailSays } from './support/smtp-sink';
import { signedInAs } from './support/workspace-accounts';
import { sentTo, whatsappServer as base, whatsappStandIn } from './support/whatsapp';

// WhatsApp updates end to end (issue 32), on the server that has WhatsApp on (support/whatsapp.ts): a
// visitor books through the form and says yes to WhatsApp; the Cloud API stand-in then receives, in the
// customer's language, the confirmation with the reference, and one template per step (moved, assigned,
// on the way, cancelled, done with its link to the review); a reply STOP ends them; Meta's signed delivery status reaches staff; an
// unsigned or wrongly signed webhook changes nothing; the steps are e-mailed too. Without JavaScript:
// the plain form and pages.

test.use({ javaScriptEnabled: false });
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomClient() });
  await backdatePosts(page);
});

const words = {
  en: {
    prefix: '',
    yes: 'Yes, send WhatsApp updates',
    confirm: 'Send booking request',
    move: 'Reschedule my visit',
    confirmCancel: 'Yes, I want to cancel this visit',
    cancel: 'Cancel the visit',
  },
  ar: {
    prefix: '/ar',
    yes: 'نعم، أرسلوا المستجدات عبر واتساب',
    confirm: 'أرسل طلب الحجز',
    move: 'غيّر موعد زيارتي',
    confirmCancel: 'نعم، أريد إلغاء هذه الزيارة',
    cancel: 'ألغِ الزيارة',
  },
} as const;

/** A number of our own per test: the stand-in's messages are told apart by it. */
const newNumber = () => {
  const local = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
  return { typed: `050 ${local}`, wa: `97150${local}` };
};

/** Books through the form on the WhatsApp server; answers the question only when `answer` is set. */
async function book(page: Page, locale: 'en' | 'ar', phone: string) {
  const w = words[locale];
  await page.goto(
    `${base}${w.prefix}/book?service=air-conditioning%2Fmaintenance&propertyType=apartment&emirate=dubai&area=dubai-marina`,
  );
  const form = page.getByTestId('booking-form');
  await chooseLateWindow(form, 'whatsapp');
  await form
    .locator('input[name="fullName"]')
    .fill(locale === 'ar' ? 'مريم الكعبي' : 'Mariam Kaabi');
  await form.locator('input[name="phone"]').fill(phone);
  const email = uniqueEmail(`wa-${locale}`);
  await form.locator('input[name="email"]').fill(email);
  return { form, w, email };
}

/** Books with a yes to WhatsApp; the private page's path and the reference it shows. */
async function bookSayingYes(page: Page, locale: 'en' | 'ar', phone: string) {
  const { form, w, email } = await book(page, locale, phone);
  await page.getByTestId('whatsapp-consent').getByLabel(w.yes).check();
  await form.getByRole('button', { name: w.confirm }).click();
  await expect
    .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
    .toMatch(/^(\/ar)?\/book\/[\w-]{43}$/);
  const reference = (await page.getByTestId('booking-reference').textContent())!;
  return { email, reference, own: new URL(page.url()).pathname, w };
}

const waitForTemplate = async (to: string, template: string) => {
  await expect
    .poll(async () => (await sentTo(to)).map((m) => m.template), { timeout: 15_000 })
    .toContain(template);
  return (await sentTo(to)).find((m) => m.template === template)!;
};

async function postWebhook(body: unknown, signature?: string) {
  const raw = JSON.stringify(body);
  return fetch(`${base}/api/whatsapp/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-hub-signature-256': signature }),
    },
    body: raw,
  });
}
const signed = (body: unknown) =>
  postWebhook(body, hubSignature(whatsappStandIn.appSecret, JSON.stringify(body)));

test('ar: asked for consent; the confirmation, moved and assigned arrive in Arabic; a reply STOP ends them', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const phone = newNumber();
  const { form, w, email } = await book(page, 'ar', phone.typed);
  // Asked with an explicit yes or no the browser requires (the server too: notify-queue.test.ts).
  const question = page.getByTestId('whatsapp-consent');
  await expect(question.getByLabel(w.yes)).toHaveAttribute('required', '');
  await question.getByLabel(w.yes).check();
  await form.getByRole('button', { name: w.confirm }).click();
  await expect
    .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
    .toMatch(/^\/ar\/book\/[\w-]{43}$/);
  const token = new URL(page.url()).pathname.split('/').at(-1)!;
  const reference = (await page.getByTestId('booking-reference').textContent())!;

  const received = await waitForTemplate(phone.wa, 'booking_received');
  expect(received.language).toBe('ar');
  expect(received.parameters).toContain(reference);
  expect(received.parameters[0]).toBe('مريم');

  // The customer moves the visit from the private page.
  const moveForm = page.getByTestId('move-form');
  await chooseLateWindow(moveForm, 'whatsapp move');
  await moveForm.getByRole('button', { name: w.move }).click();
  await expect(page.getByTestId('change-message')).toBeVisible();
  expect((await waitForTemplate(phone.wa, 'booking_moved')).language).toBe('ar');

  // Staff assign a technician and set off (on the server's clock, so each message is due now).
  const staff = (query: string) =>
    request.post(`${base}/api/test-booking-status?token=${token}&at=now&${query}`);
  expect((await staff('technician=Yousef%20Harbi')).status()).toBe(200);
  expect((await waitForTemplate(phone.wa, 'booking_assigned')).parameters).toContain('Yousef');

  // A reply STOP, signed as Meta signs it: nothing more on WhatsApp, the cancellation included. (On the
  // way is staff's on the visit's day, which the test clock does not reach: notify-queue.test.ts.)
  const stop = webhookBody(whatsappStandIn.phoneNumberId, inboundTextValue(phone.wa, 'STOP'));
  expect((await signed(stop)).status).toBe(200);
  await page.reload();
  // The page says from then on that the updates are off, and since when; its stop button is gone.
  await expect(page.getByTestId('whatsapp-stopped')).toContainText('طلبتَ إيقاف مستجدات واتساب يوم');
  await expect(page.getByTestId('whatsapp-stop-form')).toHaveCount(0);
  const cancelForm = page.getByTestId('cancel-form');
  await cancelForm.getByLabel(w.confirmCancel).check();
  await cancelForm.getByRole('button', { name: w.cancel }).click();
  await expect(page.getByTestId('change-message')).toBeVisible();
  // The worker sends a turn's WhatsApp messages before its e-mails, and the two of one event are queued
  // together: once the cancellation e-mail has gone, a WhatsApp one would have gone before it.
  await expect
    .poll(() => mailSays(email, `أُلغي حجزك ${reference}`), { timeout: 15_000 })
    .toBe(true);
  expect((await sentTo(phone.wa)).map((m) => m.template)).not.toContain('booking_cancelled');
});

test('en: the confirmation, the reminder at its time and the cancellation in English; a delivery status reaches staff, who send a template with one tap; an unsigned or forged webhook changes nothing', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const phone = newNumber();
  const { email, reference, w, own } = await bookSayingYes(page, 'en', phone.typed);
  const received = await waitForTemplate(phone.wa, 'booking_received');
  expect(received.language).toBe('en');
  expect(received.parameters).toContain(reference);

  // The reminder waits, on both channels, for 18:00 in Dubai the evening before the visit; when that
  // evening comes (for this booking alone: app/api/test-reminder-due), it is sent with the day and time.
  const reminders = async (come: '' | '&come=1') => {
    const token = own.split('/').at(-1)!;
    const answer = await request.post(`${base}/api/test-reminder-due?token=${token}${come}`);
    return ((await answer.json()) as { reminders: { channel: string; due: string }[] }).reminders;
  };
  const queued = await reminders('');
  expect(queued.map((r) => r.channel).sort()).toEqual(['email', 'whatsapp']);
  for (const r of queued) {
    expect(r.due).toMatch(/T14:00:00\.000Z$/);
    expect(Date.parse(r.due)).toBeGreaterThan(serverNow().getTime());
  }
  await reminders('&come=1');
  const reminder = await waitForTemplate(phone.wa, 'booking_reminder');
  expect(reminder.parameters.slice(0, 2)).toEqual(['Mariam', reference]);
  expect(reminder.parameters).toHaveLength(4);
  await expect
    .poll(() => mailSays(email, `A reminder: your visit ${reference} is tomorrow`), {
      timeout: 15_000,
    })
    .toBe(true);

  // Delivery statuses: unsigned and wrongly signed are refused; the signed one is stored.
  const delivered = webhookBody(
    whatsappStandIn.phoneNumberId,
    statusValue(received.id, 'delivered', phone.wa),
  );
  expect((await postWebhook(delivered)).status).toBe(401);
  expect((await postWebhook(delivered, 'sha256=' + '0'.repeat(64))).status).toBe(401);
  if (testDb) {
    const [row] =
      await testDb`select status from messages where provider_message_id = ${received.id}`;
    expect(row?.status).toBe('sent');
  }
  expect((await signed(delivered)).status).toBe(200);

  // Staff see it on the request's record and send the confirmation again with one tap (the same
  // database: PostgreSQL only).
  if (testDb) {
    const [lead] = await testDb`
      select l.id from leads l join bookings b on b.lead_id = l.id where b.reference = ${reference}`;
    const admin = await signedInAs(browser, 'admin');
    await admin.page.goto(`${base}/admin/${lead!.id}`);
    const panel = admin.page.getByTestId('messages-panel');
    await expect(
      panel.getByTestId('message-row').filter({ hasText: 'Request received' }),
    ).toContainText('Delivered');
    // Through the Cloud API, not a wa.me link on the staff member's own phone.
    await expect(admin.page.getByTestId('reach-customer').locator('[data-template]')).toHaveCount(
      0,
    );
    await panel.getByRole('button', { name: 'Send “Visit confirmed” now' }).click();
    await expect(admin.page.getByTestId('record-done')).toContainText('WhatsApp message queued');
    expect((await waitForTemplate(phone.wa, 'booking_confirmed')).parameters).toContain(reference);
    await admin.context.close();
  }

  const cancelForm = page.getByTestId('cancel-form');
  await cancelForm.getByLabel(w.confirmCancel).check();
  await cancelForm.getByRole('button', { name: w.cancel }).click();
  await expect(page.getByTestId('change-message')).toBeVisible();
  expect((await waitForTemplate(phone.wa, 'booking_cancelled')).language).toBe('en');
  // Each step is e-mailed too (the confirmation with its link by the outbox, the rest by the queue).
  await expect
    .poll(() => mailSays(email, `Your booking ${reference} is cancelled`), { timeout: 15_000 })
    .toBe(true);
});

test('en: on the way names the technician; the done message links to the booking’s page, where the customer reviews the visit', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const phone = newNumber();
  const { email, reference, own } = await bookSayingYes(page, 'en', phone.typed);
  const token = own.split('/').at(-1)!;
  // Assigned and on the way (staff's on the visit's day; here, before it, as an admin with a reason
  // would): the technician's first name.
  const onTheWay = await request.post(
    `${base}/api/test-booking-status?token=${token}&at=now&technician=Rashid%20Nuaimi&status=on_the_way`,
  );
  expect(onTheWay.status()).toBe(200);
  expect((await waitForTemplate(phone.wa, 'booking_on_the_way')).parameters).toEqual([
    'Mariam',
    reference,
    'Rashid',
  ]);
  const done = await request.post(
    `${base}/api/test-booking-status?token=${token}&at=now&status=done`,
  );
  expect(done.status()).toBe(200);

  // WhatsApp's {{3}} and the e-mail carry the same new link (not the booking's own: only its hash is kept).
  const link = new URL((await waitForTemplate(phone.wa, 'booking_done')).parameters[2]!);
  expect(link.pathname).toMatch(/^\/book\/[\w-]{43}$/);
  expect(link.pathname).not.toBe(own);
  await expect.poll(() => mailSays(email, link.pathname), { timeout: 15_000 }).toBe(true);

  // It opens the booking's page, where the review is sent (a plain post: no JavaScript here).
  await page.goto(`${base}${link.pathname}`);
  const review = page.getByTestId('review-form');
  await review.getByRole('radio', { name: '5 stars', exact: true }).check();
  await review.getByRole('textbox').first().fill('On time and tidy.');
  await review.getByRole('textbox').nth(1).fill('Mariam');
  await review.getByRole('checkbox').check();
  await review.getByRole('button', { name: 'Send review' }).click();
  await expect(page.getByTestId('review-message')).toHaveText(
    'Thank you: your review has been sent.',
  );
  // The booking's own link shows the same review, and says what WhatsApp may still bring.
  await page.goto(`${base}${own}`);
  await expect(page.getByTestId('my-review')).toContainText('On time and tidy.');
  await expect(page.getByText(/^The visit is done; we may still send/)).toContainText(
    'The visit is done; we may still send you its invoice or a request for your review',
  );
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test('en: the quote form asks for WhatsApp updates too; unanswered, it says so and keeps the input; a yes is stored', async ({
    page,
  }) => {
    await page.goto(`${base}/quote?service=air-conditioning&emirate=dubai`);
    const form = page.getByTestId('form-quote');
    const question = form.getByTestId('whatsapp-consent');
    await expect(question.getByRole('radio')).toHaveCount(2);
    const email = uniqueEmail('wa-quote');
    await form.getByLabel('Property type').selectOption('villa');
    const slots = await form
      .getByLabel('Preferred visit time')
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    await form.getByLabel('Preferred visit time').selectOption(slots.at(-1)!);
    await form.getByLabel('Full name').fill('Mariam Kaabi');
    await form.getByLabel('Phone number').fill(newNumber().typed);
    await form.getByLabel('Email', { exact: true }).fill(email);
    await backdateFormStart(form);
    await form.getByRole('button', { name: 'Request my quote' }).click();
    await expect(question).toContainText('Choose whether we may send you WhatsApp updates');
    await expect(form.getByLabel('Full name')).toHaveValue('Mariam Kaabi');

    await question.getByLabel('Yes, message me on WhatsApp').check();
    await backdateFormStart(form);
    await form.getByRole('button', { name: 'Request my quote' }).click();
    await expect(page.getByTestId('form-success')).toContainText('Quote request received');
    if (testDb) {
      const [lead] =
        await testDb`select whatsapp_consent_at, whatsapp_consent_text from leads where email = ${email}`;
      expect(lead?.whatsapp_consent_at).toBeTruthy();
      expect(lead?.whatsapp_consent_text).toContain('Yes, message me on WhatsApp');
    }
  });

  test('ar: an empty send names the unanswered WhatsApp question with the other fields, at once', async ({
    page,
  }) => {
    await page.goto(`${base}/ar/quote`);
    const form = page.getByTestId('form-quote');
    const question = form.getByTestId('whatsapp-consent');
    const unanswered = 'اختر إن كنت تريد تلقّي المستجدات عبر واتساب';
    await form.getByRole('button', { name: 'اطلب عرض السعر' }).click();
    await expect(form.getByLabel('الاسم الكامل')).toHaveAttribute('aria-invalid', 'true');
    await expect(question).toContainText(unanswered);
    await question.getByRole('radio').first().check();
    await expect(question).not.toContainText(unanswered);
  });
});
