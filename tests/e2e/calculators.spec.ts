import { expect, test, type Page } from '@playwright/test';
import { calculatorSlugs } from '../../lib/catalogue/calculators';

// The calculators in a real browser: each answers in both languages, a shared address reproduces a
// result, the cooling-load breakdown adds up, and impossible inputs get their error in the page's language.

const open = async (page: Page, path: string) => {
  await page.goto(path);
  // The widget reads the address after hydration; before that, typing would be overwritten.
  await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
};
const digits = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

/** For each calculator: a field to change, a new value, and where the answer shows. */
const answers: Record<
  (typeof calculatorSlugs)[number],
  { field: string; param: string; value: string; result: string }
> = {
  'hvac-cooling-load': {
    field: '#quick-area',
    param: 'area',
    value: '250',
    result: 'quick-result',
  },
  ventilation: { field: '#area', param: 'area', value: '400', result: 'ventilation-result' },
  'unit-converter': { field: '#power', param: 'power', value: '3', result: 'converter-result' },
  'ac-electrical-load': {
    field: '#capacity',
    param: 'capacity',
    value: '3',
    result: 'electrical-result',
  },
  'duct-size': { field: '#airflow', param: 'airflow', value: '1200', result: 'duct-result' },
  'chilled-water-pipe': { field: '#load', param: 'load', value: '250', result: 'chilled-result' },
};

for (const locale of ['en', 'ar'] as const) {
  test(`every calculator answers in ${locale}, in Western digits, and updates as you type`, async ({
    page,
  }) => {
    const prefix = locale === 'ar' ? '/ar' : '';
    for (const slug of calculatorSlugs) {
      const { field, param, value, result } = answers[slug];
      await open(page, `${prefix}/calculators/${slug}`);
      const box = page.getByTestId(result);
      await expect(box, slug).toBeVisible();
      const before = await box.innerText();
      await page.locator(field).fill(value);
      await expect(box, slug).not.toHaveText(before);
      const after = await box.innerText();
      expect(after, slug).toMatch(/\d/);
      expect(after, slug).not.toMatch(/[٠-٩]/);
      if (locale === 'ar') expect(after, slug).toMatch(/[\u0600-\u06FF]/);
      expect(page.url(), slug).toContain(`${param}=${value}`);
    }
  });
}

test('the calculators index has a card for every calculator, in both languages', async ({
  page,
}) => {
  for (const prefix of ['', '/ar']) {
    await page.goto(`${prefix}/calculators`);
    await expect(page.getByTestId('calculator-list').getByRole('listitem')).toHaveCount(
      calculatorSlugs.length,
    );
  }
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Calculators' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/calculators$/);
});

test('a shared link reproduces a detailed cooling load, and the quick estimate in imperial units', async ({
  page,
  browser,
}) => {
  await open(page, '/calculators/hvac-cooling-load');
  await page.getByTestId('mode').getByRole('radio', { name: 'Detailed, room by room' }).click();
  await page.locator('#cond-emirate').selectOption('abu-dhabi');
  await expect(page.locator('#cond-outdoorDb')).toHaveValue('45.1');
  await page.locator('#zone-0-length').fill('8');
  await page.getByRole('button', { name: 'Add a room or zone' }).click();
  await page.locator('#zone-1-name').fill('Majlis');
  await page.locator('#zone-1-wall-0-glass').fill('9');
  const total = await page.getByTestId('load-total').getAttribute('data-watts');
  const shared = page.url();
  expect(shared).toContain('mode=detailed');

  const other = await browser.newPage();
  await open(other, shared);
  await expect(other.getByTestId('load-total')).toHaveAttribute('data-watts', total!);
  await expect(other.locator('#zone-1-name')).toHaveValue('Majlis');
  await expect(other.getByTestId('zone-result')).toHaveCount(2);

  // Imperial quick estimate: the converted area gives the same load, and the link keeps the units.
  await open(other, '/calculators/hvac-cooling-load?area=150&space=office&emirate=sharjah');
  const metric = await other.getByTestId('quick-result').getAttribute('data-high');
  await other.getByTestId('units').getByRole('radio', { name: 'Imperial' }).click();
  await expect(other.locator('#quick-area')).toHaveValue('1615');
  expect(
    Math.abs(
      Number(await other.getByTestId('quick-result').getAttribute('data-high')) - Number(metric),
    ),
  ).toBeLessThan(Number(metric) * 0.002);
  await open(page, other.url());
  await expect(page.locator('#quick-area')).toHaveValue('1615');
  await expect(page.getByText('ft²').first()).toBeVisible();
  await other.close();
});

test('a shared link reproduces the duct, electrical and ventilation results', async ({ page }) => {
  await open(
    page,
    '/calculators/duct-size?units=ip&airflow=1000&method=friction&friction=0.1&height=10',
  );
  await expect(page.getByTestId('result-main')).toContainText('13.6 in.');
  await open(
    page,
    '/ar/calculators/ac-electrical-load?capacity=36000&capacityUnit=BTUh&phase=three&voltage=400',
  );
  await expect(page.getByTestId('phase').getByRole('radio', { checked: true })).toHaveText(
    'ثلاثية الطور',
  );
  await open(page, '/calculators/ventilation?space=classroom&area=90&people=30');
  await expect(page.getByTestId('result-main')).toContainText('204 L/s');
});

for (const locale of ['en', 'ar'] as const) {
  test(`the cooling-load breakdown adds up to its total (${locale})`, async ({ page }) => {
    await open(page, `${locale === 'ar' ? '/ar' : ''}/calculators/hvac-cooling-load?mode=detailed`);
    await page.locator('#zone-0-roofExposed').check();
    const table = page.getByTestId('breakdown');
    const rows = table.getByTestId('breakdown-row');
    await expect(rows).toHaveCount(9);
    const watts = (await rows.locator('td:nth-child(2)').allInnerTexts()).map(digits);
    const btu = (await rows.locator('td:nth-child(3)').allInnerTexts()).map(digits);
    const total = digits(await table.getByTestId('breakdown-total').innerText());
    expect(watts.reduce((a, b) => a + b, 0)).toBe(total);
    expect(btu.reduce((a, b) => a + b, 0)).toBe(
      digits(await table.locator('tfoot td:nth-child(3)').innerText()),
    );
    expect(total).toBe(Number(await page.getByTestId('load-total').getAttribute('data-watts')));
    expect(watts[1]).toBeGreaterThan(0); // the roof, now exposed
  });
}

test('impossible inputs get a clear error in the page language', async ({ page }) => {
  await open(page, '/calculators/hvac-cooling-load?mode=detailed');
  await page.locator('#zone-0-wall-0-glass').fill('40');
  await expect(
    page.getByText('The glazed area cannot be larger than the wall it sits in.'),
  ).toBeVisible();
  await expect(page.getByText('Correct the highlighted fields to see the result.')).toBeVisible();
  await expect(page.getByTestId('detailed-result')).toHaveCount(0);

  await open(page, '/ar/calculators/hvac-cooling-load');
  await page.locator('#quick-area').fill('-50');
  await expect(page.getByText('لا يمكن أن تكون هذه القيمة سالبة.')).toBeVisible();
  await expect(page.locator('#quick-area')).toHaveAttribute('aria-invalid', 'true');
  await page.locator('#quick-area').fill('١٢٠');
  await expect(page.getByTestId('quick-result')).toBeVisible();

  await open(page, '/calculators/duct-size');
  await page.locator('#airflow').fill('lots');
  await expect(page.getByText('Enter a number, using digits only.')).toBeVisible();
});

test('the site-survey link opens the quote form pre-filled', async ({ page }) => {
  await open(page, '/calculators/hvac-cooling-load?area=200&space=villa&emirate=fujairah');
  await page.getByTestId('survey-link').click();
  await expect(page).toHaveURL(/\/quote\?/);
  await expect(page.locator('#field-service')).toHaveValue('air-conditioning/installation');
  await expect(page.locator('#field-emirate')).toHaveValue('fujairah');
  await expect(page.locator('#field-propertyType')).toHaveValue('villa');
  await expect(page.locator('#field-message')).toHaveValue(/TR \(Whole villa, 200 m², Fujairah\)/);
});

test('the print view is a clean summary: no controls, the inputs as text, the result', async ({
  page,
}) => {
  await open(page, '/ar/calculators/hvac-cooling-load?mode=detailed');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'اطبع أو احفظ بصيغة PDF' })).toBeHidden();
  await expect(page.locator('#zone-0-length')).toBeHidden();
  await expect(page.getByTestId('method')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('breakdown')).toBeVisible();
  await expect(page.getByText('الطريقة: طريقة السلاسل الزمنية الإشعاعية')).toBeVisible();
});
