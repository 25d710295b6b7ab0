import { expect, test } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { serverNow } from '../support/clock';
import { randomClient, testDb, uniqueEmail } from './support/db';
import { backdateFormStart, backdatePosts } from './support/forms';
import { chooseLateWindow } from './support/late-window';
import { windowInstant } from '@/lib/booking/calendar';
import { defaultRules, parseSlot } from '@/lib/booking/model';

// The booking flow at /book and /ar/book, as a visitor walks it, with and without JavaScript.
//
// The start time. The server refuses a form sent sooner than a person could fill it (minFillMs), and
// it renders the form's start time itself (hidden startedAt), so the form works without a script. A
// test fills the form in milliseconds, and waiting out the delay would make it slow and timing-bound.
// - Without JavaScript nothing in the page can be changed from the test (page.evaluate and
//   locator.evaluate both need the page's scripts). Instead the POST the browser sends is rewritten on
//   its way out (page.route works whether or not the page runs scripts): its startedAt is moved a
//   minute back, as if the visitor had spent that minute typing (backdatePosts, support/forms.ts).
// - With JavaScript the enhanced form posts through fetch, and Chromium does not hand a multipart body
//   with a file part to the route handler; there the hidden input is moved back just before sending
//   (the form only ever writes it from the server's answer, which echoes the posted time).

const words = {
  en: {
    path: '/book',
    service: 'Service',
    property: 'Property type',
    emirate: 'Emirate',
    area: 'Area or community',
    areaName: 'Dubai Marina',
    emirateName: 'Dubai',
    place: 'Dubai Marina, Dubai',
    serviceName: 'AC Maintenance',
    next: 'Show free times',
    name: 'Full name',
    phone: 'Phone number',
    email: 'Email',
    confirm: 'Send booking request',
    phoneRequired: 'Phone number is required',
    notBooked: 'Your visit is not booked yet',
    booked: 'Booking received',
  },
  ar: {
    path: '/ar/book',
    service: 'الخدمة',
    property: 'نوع العقار',
    emirate: 'الإمارة',
    area: 'المنطقة أو المجمّع السكني',
    areaName: 'دبي مارينا',
    emirateName: 'دبي',
    place: 'دبي مارينا، دبي',
    serviceName: 'صيانة المكيفات',
    next: 'اعرض الأوقات المتاحة',
    name: 'الاسم الكامل',
    phone: 'رقم الهاتف',
    email: 'البريد الإلكتروني',
    confirm: 'أرسل طلب الحجز',
    phoneRequired: 'رقم الهاتف مطلوب',
    notBooked: 'لم يُحجز موعد زيارتك بعد',
    booked: 'وصلنا طلب حجزك',
  },
} as const;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomClient() });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    for (const locale of ['en', 'ar'] as const) {
      const w = words[locale];

      test(`${locale}: what and where, a window, a refused post that keeps what was typed, then booked`, async ({
        page,
      }) => {
        if (!javaScriptEnabled) await backdatePosts(page);
        await page.goto(w.path);
        const scope = page.getByTestId('booking-scope');
        await scope.getByLabel(w.service).selectOption('air-conditioning/maintenance');
        await scope.getByLabel(w.property).selectOption('apartment');
        await scope.getByLabel(w.emirate).selectOption('dubai');
        await scope.getByLabel(w.area).fill(w.areaName);
        await scope.getByRole('button', { name: w.next }).click();

        // Step 2: the recap names what was chosen in the page's language, never by slug.
        const recap = page.getByTestId('booking-recap');
        await expect(recap).toContainText(w.serviceName);
        await expect(recap).toContainText(w.place);
        await expect(recap).not.toContainText('dubai-marina');
        expect(new URL(page.url()).pathname).toBe(w.path);

        const form = page.getByTestId('booking-form');
        // A late window on a day of this test's own (tests/e2e/support/late-window.ts): other specs book
        // the first free windows, and a window another test takes between this test's refused post and
        // its answer would come back disabled, not kept.
        const chosen = await chooseLateWindow(
          form,
          `booking-flow ${locale} ${javaScriptEnabled ? 'js' : 'nojs'}`,
        );
        // Too-soon (and full) windows are listed but cannot be chosen: every listed window that starts
        // inside the minimum lead time from now is disabled. Which ones those are depends on the hour,
        // so the test asks the calendar's rule at the server's hour (tests/support/clock.ts); a window
        // crossing the limit while the test runs is left out.
        const now = serverNow().getTime();
        const lead = defaultRules.minLeadMinutes * 60_000;
        for (const listed of await form.locator('input[name="slot"]').all()) {
          const value = (await listed.getAttribute('value'))!;
          const { date, window: hours } = parseSlot(value)!;
          const startsIn = windowInstant(date, hours).getTime() - now;
          if (startsIn < lead - 5 * 60_000) await expect(listed, value).toBeDisabled();
        }

        // Sent without a phone number: refused, everything typed kept, focus on the phone field.
        const email = uniqueEmail(`book-${locale}-${javaScriptEnabled ? 'js' : 'nojs'}`);
        await form.getByLabel(w.name).fill('Amina Khalid');
        await form.getByLabel(w.email, { exact: true }).fill(email);
        if (javaScriptEnabled) await backdateFormStart(form);
        await form.getByRole('button', { name: w.confirm }).click();
        await expect(page.getByTestId('booking-errors')).toContainText(w.notBooked);
        await expect(form.getByText(w.phoneRequired).first()).toBeVisible();
        await expect(form.getByLabel(w.name)).toHaveValue('Amina Khalid');
        await expect(form.getByLabel(w.email, { exact: true })).toHaveValue(email);
        await expect(form.locator(`input[name="slot"][value="${chosen}"]`)).toBeChecked();
        await expect(form.getByLabel(w.phone)).toBeFocused();

        await form.getByLabel(w.phone).fill('050 123 4567');
        await form.getByRole('button', { name: w.confirm }).click();
        // Booked: the private page opens on the confirmation (tests/e2e/booking-manage.spec.ts goes on
        // from there to move and cancel).
        const tokenPath = new RegExp(`^${w.path}/[A-Za-z0-9_-]{43}$`);
        await expect
          .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
          .toMatch(tokenPath);
        expect(new URL(page.url()).search).toBe('?new=1');
        await expect(page.getByRole('heading', { level: 1, name: w.booked })).toBeFocused();
        await expect(page.getByTestId('booking-reference')).toHaveText(/^BK-[2-9A-Z]{6}$/);
        await expect(page.getByTestId('booking-recap')).toContainText(w.place);
        const calendar = await page.getByTestId('calendar-link').getAttribute('href');
        const ics = await page.request.get(calendar!);
        expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
        // The chosen window (2026-12-01_10-12) on Dubai's clock, in its zone.
        expect(await ics.text()).toContain(
          `DTSTART;TZID=Asia/Dubai:${chosen!.slice(0, 10).replaceAll('-', '')}T${chosen!.slice(11, 13)}0000`,
        );
        if (testDb) {
          const rows = await testDb`
            select b.day::text as day, b."window", l.area, l.service, l.locale from bookings b
            join leads l on l.id = b.lead_id where l.email = ${email}`;
          expect(rows).toHaveLength(1);
          expect(rows[0]).toMatchObject({
            area: 'dubai-marina',
            service: 'air-conditioning/maintenance',
            locale,
          });
          expect(`${rows[0]!.day}_${rows[0]!.window}`).toBe(chosen);
        }
      });

      test(`${locale}: an area page's booking link lands on /book with Dubai and Dubai Marina by name`, async ({
        page,
      }) => {
        await page.goto(`${locale === 'ar' ? '/ar' : ''}/dubai/ac-services/dubai-marina`);
        await page.getByTestId('cta-book').click();
        // A soft navigation: the address changes once /book's payload has arrived, which took more
        // than the default 5 s once on a machine busy with a second browser and server.
        await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(w.path);
        const query = new URL(page.url()).searchParams;
        expect(query.get('emirate')).toBe('dubai');
        expect(query.get('area')).toBe('dubai-marina');
        const scope = page.getByTestId('booking-scope');
        await expect(scope.getByLabel(w.emirate).locator('option:checked')).toHaveText(
          w.emirateName,
        );
        await expect(scope.getByLabel(w.area)).toHaveValue(w.areaName);
        await expect(scope.getByLabel(w.service)).toHaveValue('air-conditioning');
        // Choosing the property type is all that is left; the next step names the place.
        await scope.getByLabel(w.property).selectOption('villa');
        await scope.getByRole('button', { name: w.next }).click();
        await expect(page.getByTestId('booking-recap')).toContainText(w.place);
      });
    }
  });
}

test('/book has the self canonical without its query, and its own title in both languages', async ({
  request,
}) => {
  for (const [locale, path] of [
    ['en', '/book'],
    ['ar', '/ar/book'],
  ] as const) {
    const html = await (await request.get(`${path}?service=painting&emirate=ajman`)).text();
    expect(html).toContain(`<link rel="canonical" href="https://www.example.ae${path}"`);
    expect(html).toContain(locale === 'en' ? 'Book a technician visit' : 'احجز زيارة فني');
  }
});

test('the booking step with the calendar loads at most 170 KB of gzip JavaScript', async ({
  page,
}) => {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      sizes.push(
        response.body().then(
          (body) => gzipSync(body).length,
          () => 0,
        ),
      );
  });
  await page.goto('/book?service=air-conditioning&propertyType=apartment&emirate=dubai');
  await expect(page.getByTestId('booking-form')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(170 * 1024);
});
