import { expect, test } from '@playwright/test';
import { randomClient, testDb, uniqueEmail } from './support/db';
import { backdateFormStart, backdatePosts } from './support/forms';

// The AMC plans page at /amc-plans and /ar/amc-plans: the comparison a phone can read, the volume tiers
// and the sign-up that ends on the request's private page, with and without JavaScript.
//
// The server refuses a form sent sooner than a person could fill it, and renders the form's start time
// itself. Rather than waiting, its startedAt moves a minute back: without JavaScript in the POST on its
// way out (page.route works whether or not the page runs scripts), with it in the hidden input just
// before sending (Chromium does not always hand the action's fetch body to the route handler).

const words = {
  en: {
    path: '/amc-plans',
    standardPrice: 'AED 450 per unit a year',
    partsCap: 'Minor parts up to AED 250 per job',
    tier: '25+ units: 15% off every unit',
    total: 'AED 15,300',
    totalWithVat: 'AED 16,065',
    totalIncomplete: 'type the number of units',
    totalTier: '15% off every unit, from 25 units',
    noTier: 'None below 10 units',
    // 9 × 450 = 4,050 + 5% VAT.
    nineUnitsWithVat: 'AED 4,252.50',
    chooseStandard: 'Choose Standard',
    plan: 'Plan',
    units: 'Number of units',
    property: 'Property',
    emirate: 'Emirate',
    startMonth: 'Start month',
    name: 'Full name',
    phone: 'Phone',
    email: 'Email',
    company: 'Company (optional)',
    submit: 'Send my request',
    notSent: 'Your request was not sent',
    phoneRequired: 'Phone number is required',
    received: 'We received your AMC request',
    coordinator: 'A contract coordinator calls you',
  },
  ar: {
    path: '/ar/amc-plans',
    standardPrice: '450 درهمًا للوحدة في السنة',
    partsCap: 'القطع الصغيرة حتى 250 درهمًا للإصلاح الواحد',
    tier: '25 وحدة فأكثر: خصم 15% على كل وحدة',
    total: '15,300 درهم',
    totalWithVat: '16,065 درهمًا',
    totalIncomplete: 'اكتب عدد الوحدات',
    totalTier: 'خصم 15% على كل وحدة، من 25 وحدة فأكثر',
    noTier: 'لا خصم لأقل من 10 وحدات',
    nineUnitsWithVat: '4,252.50 درهم',
    chooseStandard: 'اختر الباقة القياسية',
    plan: 'الباقة',
    units: 'عدد الوحدات',
    property: 'نوع العقار',
    emirate: 'الإمارة',
    startMonth: 'شهر البدء',
    name: 'الاسم الكامل',
    phone: 'رقم الهاتف',
    email: 'البريد الإلكتروني',
    company: 'الشركة (اختياري)',
    submit: 'أرسل طلبي',
    notSent: 'تعذّر الإرسال',
    phoneRequired: 'رقم الهاتف مطلوب',
    received: 'وصلنا طلب عقد الصيانة',
    coordinator: 'يتصل بك منسّق العقود',
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

      test(`${locale}: compare the plans, sign up 40 units on Standard, a refused post keeps what was typed`, async ({
        page,
      }) => {
        if (!javaScriptEnabled) await backdatePosts(page);
        await page.goto(w.path);

        // On a desktop the comparison is one table whose last column is on screen.
        const table = page.getByTestId('amc-table');
        await expect(table).toBeVisible();
        await expect(table).toContainText(w.standardPrice);
        await expect(table).toContainText(w.partsCap);
        const box = await table.locator('thead th').last().boundingBox();
        const width = page.viewportSize()!.width;
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        await expect(page.getByTestId('amc-tiers')).toContainText(w.tier);
        const example = page.getByTestId('amc-example').locator('[data-plan="standard"]');
        await expect(example).toContainText(w.total);
        await expect(example).toContainText(w.totalWithVat);

        // "Choose Standard" pre-chooses the plan in the form.
        await table.getByRole('link', { name: w.chooseStandard }).click();
        const form = page.getByTestId('amc-form');
        await expect(form.getByLabel(w.plan)).toHaveValue('standard');

        // The annual total for the units typed, tier and VAT included: with JavaScript as they are
        // typed; without it, the server's answer to the post below shows it.
        const total = form.getByTestId('amc-total');
        await expect(total).toContainText(w.totalIncomplete);
        await form.getByLabel(w.units).fill('40');
        if (javaScriptEnabled) {
          await expect(total).toContainText(w.totalTier);
          await expect(total).toContainText(w.total);
          await expect(total).toContainText(w.totalWithVat);
          await form.getByLabel(w.units).fill('9');
          await expect(total).toContainText(w.noTier);
          await expect(total).toContainText(w.nineUnitsWithVat);
          await form.getByLabel(w.units).fill('40');
        }
        await form.getByLabel(w.property).selectOption('residential-building');
        await form.getByLabel(w.emirate).selectOption('dubai');
        const month = await form
          .getByLabel(w.startMonth)
          .locator('option')
          .nth(2)
          .getAttribute('value');
        await form.getByLabel(w.startMonth).selectOption(month!);
        const email = uniqueEmail(`amc-${locale}-${javaScriptEnabled ? 'js' : 'nojs'}`);
        await form.getByLabel(w.name).fill('Omar Haddad');
        await form.getByLabel(w.email, { exact: true }).fill(email);
        await form.getByLabel(w.company).fill('Haddad Properties');

        // No phone number: refused, everything typed kept, the focus on the phone field.
        await form.getByRole('button', { name: w.submit }).click();
        await expect(page.getByTestId('amc-errors')).toContainText(w.notSent);
        await expect(page.getByTestId('amc-errors')).toContainText(w.phoneRequired);
        await expect(form.getByLabel(w.phone)).toBeFocused();
        await expect(form.getByLabel(w.units)).toHaveValue('40');
        await expect(total).toContainText(w.totalTier);
        await expect(total).toContainText(w.total);
        await expect(total).toContainText(w.totalWithVat);
        await expect(form.getByLabel(w.plan)).toHaveValue('standard');
        await expect(form.getByLabel(w.startMonth)).toHaveValue(month!);
        await expect(form.getByLabel(w.name)).toHaveValue('Omar Haddad');
        await expect(form.getByLabel(w.company)).toHaveValue('Haddad Properties');

        await form.getByLabel(w.phone).fill('050 765 4321');
        if (javaScriptEnabled) await backdateFormStart(form);
        await form.getByRole('button', { name: w.submit }).click();
        const tokenPath = new RegExp(`^${w.path}/[A-Za-z0-9_-]{43}$`);
        await expect
          .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
          .toMatch(tokenPath);
        await expect(page.getByRole('heading', { level: 1, name: w.received })).toBeFocused();
        await expect(page.getByTestId('amc-reference')).toHaveText(/^AMC-[2-9A-Z]{6}$/);
        // The WhatsApp link names the request, so the team finds it at once.
        const reference = (await page.getByTestId('amc-reference').textContent())!;
        const whatsapp = await page.getByTestId('amc-whatsapp').getAttribute('href');
        expect(decodeURIComponent(whatsapp!.split('?text=')[1]!)).toContain(reference);
        const recap = page.getByTestId('amc-recap');
        await expect(recap).toContainText(w.total);
        await expect(recap).toContainText(w.totalWithVat);
        await expect(page.getByTestId('amc-next')).toContainText(w.coordinator);

        // The private page is kept out of caches and search engines, and sends no referrer.
        const response = await page.request.get(new URL(page.url()).pathname);
        expect(response.headers()['cache-control']).toContain('no-store');
        expect(response.headers()['referrer-policy']).toBe('same-origin');

        if (testDb) {
          const rows = await testDb`
            select l.kind, l.ac_units, l.property_type, l.estimate, r.reference from leads l
            join amc_requests r on r.lead_id = l.id where l.email = ${email}`;
          expect(rows).toHaveLength(1);
          expect(rows[0]).toMatchObject({
            kind: 'amc',
            ac_units: 40,
            property_type: 'residential-building',
          });
          expect(rows[0]!.estimate).toMatchObject({
            plan: 'standard',
            startMonth: month,
            units: 40,
            unitType: 'split',
            discountPercent: 15,
            total: 1_530_000,
            totalWithVat: 1_606_500,
          });
        }
      });
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of ['/amc-plans', '/ar/amc-plans', '/resources/amc-comparison']) {
    test(`${path} shows the plans as cards and nothing runs off the side`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response!.status()).toBe(200);
      const cards = page.getByTestId(path.includes('resources') ? 'comparison-cards' : 'amc-cards');
      await expect(cards.locator('li')).toHaveCount(3);
      await expect(
        page.getByTestId(path.includes('resources') ? 'comparison-table' : 'amc-table'),
      ).toBeHidden();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test('every AMC page and the comparison resource lead to the plans page', async ({ page }) => {
  for (const path of [
    '/services/air-conditioning/amc',
    '/dubai/ac-services/amc',
    '/ar/sharjah/ac-services/amc',
    '/abu-dhabi/ac-services/amc',
    '/resources/amc-comparison',
  ]) {
    await page.goto(path);
    const cta = page.getByTestId('amc-plans-cta').getByRole('link');
    await expect(cta).toHaveAttribute(
      'href',
      path.startsWith('/ar') ? '/ar/amc-plans' : '/amc-plans',
    );
  }
});

test('a token that matches no request is a 404', async ({ request }) => {
  const response = await request.get(`/amc-plans/${'A'.repeat(43)}`);
  expect(response.status()).toBe(404);
});
