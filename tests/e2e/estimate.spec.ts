import { expect, test, type Locator, type Page } from '@playwright/test';
import { randomClient, testDb, uniqueEmail } from './support/db';
import { backdateFormStart, backdatePosts } from './support/forms';

// The instant estimate on the AC pages, in both languages, with JavaScript (the result follows the
// fields at once) and without (the form asks /estimate for the same result), and the estimate the
// booking flow shows and stores.

// As in booking-flow.spec.ts: without JavaScript the booking POST's startedAt is moved a minute back
// on its way out, as if the visitor had spent that minute typing.

const words = {
  en: {
    prefix: '',
    service: 'Service',
    unitType: 'Unit type',
    units: 'Number of units',
    show: 'Show the estimate',
    deepTotal: 'AED 750 to AED 975',
    deepVat: 'AED 37.50 to AED 48.75',
    deepWithVat: 'AED 787.50 to AED 1,023.75',
    amcTier: '15% off for 40 units',
    amcTotal: 'AED 15,300',
    survey: 'This job is quoted after a survey',
    factor: 'Mould in the blower',
    property: 'Property type',
    next: 'Show free times',
    name: 'Full name',
    phone: 'Phone number',
    email: 'Email',
    confirm: 'Send booking request',
    booked: 'Booking received',
  },
  ar: {
    prefix: '/ar',
    service: 'الخدمة',
    unitType: 'نوع الوحدة',
    units: 'عدد الوحدات',
    show: 'اعرض التقدير',
    deepTotal: 'من 750 درهمًا إلى 975 درهمًا',
    deepVat: 'من 37.50 درهم إلى 48.75 درهم',
    deepWithVat: 'من 787.50 درهم إلى 1,023.75 درهم',
    amcTier: 'خصم 15% عند التعاقد على 40 وحدة',
    amcTotal: '15,300 درهم',
    survey: 'يُسعَّر هذا العمل بعد معاينة الموقع',
    factor: 'العفن في المروحة',
    property: 'نوع العقار',
    next: 'اعرض الأوقات المتاحة',
    name: 'الاسم الكامل',
    phone: 'رقم الهاتف',
    email: 'البريد الإلكتروني',
    confirm: 'أرسل طلب الحجز',
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
      const areaPage = `${w.prefix}/dubai/ac-services/dubai-marina`;

      /** Fills the block and reads its answer: at once with JavaScript, from /estimate without. */
      async function estimateFor(page: Page, service: string, unitType: string, units: string) {
        let block: Locator = page.getByTestId('estimate');
        // The first line's fields (the others are named for their line: "Service (Line 2)").
        const line = block.getByTestId('estimate-line').first();
        await line.getByLabel(w.service).selectOption(service);
        await line.getByLabel(w.unitType).selectOption(unitType);
        await line.getByLabel(w.units).fill(units);
        if (!javaScriptEnabled) {
          await block.getByRole('button', { name: w.show }).click();
          await expect
            .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
            .toBe(`${w.prefix}/estimate`);
          block = page.getByTestId('estimate');
        } else expect(new URL(page.url()).pathname).toBe(areaPage);
        return block.getByTestId('estimate-result');
      }

      test(`${locale}: 3 split units deep cleaning, a 40-unit AMC's tier and a package installation's survey`, async ({
        page,
      }) => {
        await page.goto(areaPage);
        let result = await estimateFor(page, 'deep-cleaning', 'split', '3');
        await expect(result.getByTestId('estimate-total')).toHaveText(w.deepTotal);
        await expect(result.getByTestId('estimate-vat')).toHaveText(w.deepVat);
        await expect(result.getByTestId('estimate-with-vat')).toHaveText(w.deepWithVat);
        await expect(result).toContainText(w.factor);

        await page.goto(areaPage);
        result = await estimateFor(page, 'amc-standard', 'split', '40');
        await expect(result.getByTestId('estimate-discount')).toHaveText(w.amcTier);
        await expect(result.getByTestId('estimate-total')).toHaveText(w.amcTotal);

        await page.goto(areaPage);
        result = await estimateFor(page, 'installation', 'package', '1');
        await expect(result).toContainText(w.survey);
        await expect(result.getByTestId('estimate-total')).toHaveCount(0);
      });

      test(`${locale}: the estimate's booking link pre-fills /book, which shows the estimate and stores it`, async ({
        page,
      }) => {
        if (!javaScriptEnabled) await backdatePosts(page);
        await page.goto(areaPage);
        const result = await estimateFor(page, 'deep-cleaning', 'split', '3');
        // With JavaScript the calculator takes over from the server's first result once it has loaded
        // (EstimateOnDemand): the link is read once it carries the visitor's choice.
        const quoteLink = result.getByRole('link').nth(1);
        await expect
          .poll(async () =>
            Object.fromEntries(
              new URL((await quoteLink.getAttribute('href'))!, page.url()).searchParams,
            ),
          )
          .toMatchObject({
            estimateService: 'deep-cleaning',
            estimateUnitType: 'split',
            estimateUnits: '3',
          });
        await result.getByRole('link').first().click();
        await expect
          .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
          .toBe(`${w.prefix}/book`);
        expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
          service: 'air-conditioning/repair-cleaning',
          acUnits: '3',
          emirate: 'dubai',
          area: 'dubai-marina',
          // The basket itself: the booking keeps what was chosen (lib/pricing/basket.ts).
          lines: 'deep-cleaning.split:split:3',
        });
        const scope = page.getByTestId('booking-scope');
        await scope.getByLabel(w.property).selectOption('apartment');
        await scope.getByRole('button', { name: w.next }).click();

        const shown = page.getByTestId('booking-estimate');
        await expect(shown).toContainText(w.deepTotal);
        await expect(shown).toContainText(w.deepWithVat);

        const form = page.getByTestId('booking-form');
        await form.locator('input[name="slot"]:not([disabled])').first().check();
        const email = uniqueEmail(`estimate-${locale}-${javaScriptEnabled ? 'js' : 'nojs'}`);
        await form.getByLabel(w.name).fill('Amina Khalid');
        await form.getByLabel(w.phone).fill('050 123 4567');
        await form.getByLabel(w.email, { exact: true }).fill(email);
        if (javaScriptEnabled) await backdateFormStart(form);
        await form.getByRole('button', { name: w.confirm }).click();
        await expect(page.getByRole('heading', { level: 1, name: w.booked })).toBeVisible({
          timeout: 15_000,
        });
        if (testDb) {
          const rows = await testDb`select estimate from leads where email = ${email}`;
          expect(rows).toHaveLength(1);
          expect(rows[0]!.estimate).toMatchObject({
            lines: [{ priceId: 'deep-cleaning.split', count: 3 }],
            low: 75_000,
            high: 97_500,
            highWithVat: 102_375,
          });
        }
      });
    }
  });
}

test('a booking without a unit type says its estimate is priced as split units, and where to change it', async ({
  page,
}) => {
  await page.goto(
    '/book?service=air-conditioning/maintenance&acUnits=3&emirate=dubai&area=dubai-marina',
  );
  const scope = page.getByTestId('booking-scope');
  await scope.getByLabel('Property type').selectOption('apartment');
  await scope.getByRole('button', { name: 'Show free times' }).click();
  const shown = page.getByTestId('booking-estimate');
  await expect(shown.getByRole('heading')).toHaveText('The estimate for this booking');
  await expect(shown.getByTestId('assumed-split')).toHaveText(
    'Priced as split units, the most common type. If yours are another type (ducted or cassette, say), you can change the unit type on the estimate.',
  );
  const change = shown.getByRole('link', { name: 'change the unit type on the estimate' });
  expect(
    Object.fromEntries(new URL((await change.getAttribute('href'))!, page.url()).searchParams),
  ).toMatchObject({
    service: 'cleaning',
    unitType: 'split',
    units: '3',
    emirate: 'dubai',
  });
});

test('the quote form asked for from an estimate carries its input as hidden fields', async ({
  page,
}) => {
  await page.goto(
    '/quote?service=air-conditioning/amc&estimateService=amc-standard&estimateUnitType=split&estimateUnits=40',
  );
  const form = page.getByTestId('form-quote');
  await expect(form.locator('input[name="estimateService"]')).toHaveValue('amc-standard');
  await expect(form.locator('input[name="estimateUnits"]')).toHaveValue('40');
  await page.goto('/quote?estimateService=amc-gold&estimateUnitType=split&estimateUnits=40');
  await expect(page.getByTestId('form-quote').locator('input[name="estimateService"]')).toHaveCount(
    0,
  );
});

test("an estimate's quote link fills the quote form's unit count with every line's units", async ({
  page,
}) => {
  await page.goto(
    '/estimate?service=deep-cleaning&unitType=split&units=2&refrigerant=&service=gas&unitType=split&units=3&refrigerant=r410a',
  );
  await page
    .getByTestId('estimate-result')
    .getByRole('link', { name: 'Get a quote with this estimate' })
    .click();
  const form = page.getByTestId('form-quote');
  await expect(form.locator('[name="acUnits"]')).toHaveValue('5');
  // Each line with the price the visitor saw, and the total before VAT.
  await expect(form.locator('[name="message"]')).toHaveValue(
    /× 2: AED [\d,]+ to AED [\d,]+\n[\s\S]*× 3: AED [\d,]+[\s\S]*\nTotal before VAT: AED [\d,]+/,
  );
});

test('/estimate: canonical without the query, noindex for an answer, both languages', async ({
  request,
}) => {
  for (const path of ['/estimate', '/ar/estimate']) {
    const plain = await request.get(path);
    expect(plain.status()).toBe(200);
    const plainHtml = await plain.text();
    expect(plainHtml).toContain(`<link rel="canonical" href="https://www.example.ae${path}"`);
    expect(plainHtml).not.toContain('<meta name="robots"');
    const answer = await (
      await request.get(`${path}?service=gas&unitType=split&units=2&refrigerant=r22`)
    ).text();
    expect(answer).toContain(`<link rel="canonical" href="https://www.example.ae${path}"`);
    expect(answer).toMatch(/<meta name="robots" content="noindex, ?follow"/);
    expect(answer).toContain(
      path === '/estimate' ? 'AED 900 to AED 1,440' : 'من 900 درهم إلى 1,440 درهمًا',
    );
  }
  // Nonsense in the query is a clear message, not an error page.
  const bad = await request.get('/estimate?service=x&unitType=y&units=-1');
  expect(bad.status()).toBe(200);
  expect(await bad.text()).toContain('a number of units from 1 to 500');
});

test('an AC page that shows prices is cached for at most a minute', async ({ request }) => {
  const response = await request.get('/services/air-conditioning/amc');
  expect(response.headers()['cache-control']).toContain('s-maxage=30');
  expect(await response.text()).toContain('data-testid="estimate"');
});
