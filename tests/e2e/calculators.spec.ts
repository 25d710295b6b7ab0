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
  // The result follows the converted field: read until it has (not once, right after the switch).
  await expect
    .poll(async () =>
      Math.abs(
        Number(await other.getByTestId('quick-result').getAttribute('data-high')) - Number(metric),
      ),
    )
    .toBeLessThan(Number(metric) * 0.002);
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

// The standards give their rates in SI; the imperial mode must not leave them in a line beside ft².
const imperialLines = [
  {
    path: '/calculators/ventilation?units=ip&space=office&area=1000&people=10',
    // The standard's own I-P figures (5 cfm, 0.06 cfm/ft²), not the SI ones converted (5.3, 0.059).
    shows: ['110 CFM', '5 CFM per person × 10 = 50 CFM', '0.06 CFM per ft² × 1,000 ft² = 60 CFM'],
  },
  {
    path: '/ar/calculators/ventilation?units=ip&space=dwelling&area=1000&bedrooms=2&bathrooms=2',
    shows: ['0.03 CFM لكل قدم²', '7.5 CFM × (عدد غرف النوم 2 + 1)', '100 CFM من شفاط المطبخ'],
  },
  {
    path: '/calculators/hvac-cooling-load?units=ip&area=1600&space=office&emirate=dubai',
    shows: ['0.74 W/ft²', '5.3 CFM per person plus 0.059 CFM per ft²'],
  },
] as const;
test('the imperial mode writes every rate per person and per ft² in imperial units', async ({
  page,
}) => {
  for (const { path, shows } of imperialLines) {
    await open(page, path);
    // The result panel; the method below it quotes the standards and regulations in their own units.
    const text = await page
      .locator('[data-testid="ventilation-result"], [data-testid="quick-result"]')
      .innerText();
    for (const line of shows) expect(text, path).toContain(line);
    expect(text, path).not.toMatch(/L\/s per|لتر\/ث لكل|W\/m²|واط\/م²/);
  }
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

test('the duct gives the velocity and friction of the size to order; imperial takes its own round defaults', async ({
  page,
}) => {
  await open(page, '/calculators/duct-size');
  const result = page.getByTestId('duct-result');
  await expect(result).toContainText('356 mm calculated; 400 mm to order');
  // 500 L/s in a 400 mm duct: 4.0 m/s and 0.45 Pa/m (5.0 and 0.80 belong to the 356 mm calculated).
  await expect(result).toContainText('Air velocity in the 400 mm round duct to order');
  await expect(result).toContainText('4 m/s');
  await expect(result).toContainText('Friction loss in the 400 mm duct');
  await expect(result).toContainText('0.45 Pa/m');
  await page.getByTestId('units').getByRole('radio', { name: 'Imperial' }).click();
  await expect(page.locator('#friction')).toHaveValue('0.1');
  await expect(page.locator('#height')).toHaveValue('10');
  await page.getByTestId('units').getByRole('radio', { name: 'Metric' }).click();
  await expect(page.locator('#friction')).toHaveValue('0.8');
  await expect(page.locator('#height')).toHaveValue('250');
  // A link that names only the units starts from the defaults in those units, not 250 read as inches.
  await open(page, '/calculators/duct-size?units=ip');
  await expect(page.locator('#height')).toHaveValue('10');
  await expect(page.locator('#airflow')).toHaveValue('1060');
});

test('result lines say only what the figures support', async ({ page }) => {
  // Two like rooms peak at the same hour: their peaks add up to the building's, not more.
  await open(page, '/calculators/hvac-cooling-load?mode=detailed');
  await page.locator('#add-zone').click();
  await expect(page.getByTestId('detailed-result')).toContainText(
    "the same as the whole building's peak, because every room peaks at",
  );
  await expect(page.getByTestId('detailed-result')).not.toContainText('more than the whole');
  // Tons to two decimals everywhere, the headline as the room table.
  await expect(page.getByTestId('load-total')).toHaveText(/^\d+\.\d\d TR$/);
  // No people, no per-person rate; a bedroom has no mechanical fresh air, not "0 per person".
  await open(page, '/calculators/ventilation?space=office&area=80&people=0');
  await expect(page.getByTestId('ventilation-result')).not.toContainText('per person in the space');
  await open(page, '/ar/calculators/hvac-cooling-load?space=bedroom&area=20');
  await expect(page.getByTestId('quick-result')).toContainText('بلا هواء نقي ميكانيكي');
  await expect(page.getByTestId('quick-result')).not.toContainText('هواء نقي 0');
  // People and bedrooms are counted whole; every wrong field says so at once.
  await open(page, '/calculators/ventilation?space=office&area=-5&people=2.5');
  await expect(page.getByText('Enter a whole number.')).toBeVisible();
  await expect(page.getByText('This cannot be negative.')).toBeVisible();
  // The quick estimate says its range includes the safety factor; Al Ain is a city of Abu Dhabi.
  await open(page, '/ar/calculators/hvac-cooling-load');
  await expect(page.getByTestId('quick-result')).toContainText('10%، مشمول في المدى أعلاه');
  await expect(page.locator('#quick-emirate option[value="al-ain"]')).toHaveText(
    'العين (إمارة أبوظبي)',
  );
  // The converter keeps five figures whatever the size: 2 TR is 7.0337 kW and 3 TR 10.551 kW.
  await open(page, '/calculators/unit-converter?power=3&powerUnit=TR');
  await expect(page.getByTestId('converter-result')).toContainText('10.551');
  // In Arabic each figure of the pipe line is isolated, so «DN 125» and the velocity do not run together.
  await open(page, '/ar/calculators/chilled-water-pipe');
  await expect(page.getByTestId('chilled-result')).toContainText(
    /\u2068DN \d+\u2069 · \u2068[\d.]+ م\/ث\u2069/,
  );
  // Water in a pipe is in ft/s in imperial, as the method's limits are.
  await open(page, '/calculators/chilled-water-pipe?units=ip');
  await expect(page.getByTestId('chilled-result')).toContainText('ft/s');
  await expect(page.getByTestId('chilled-result')).not.toContainText('ft/min');
  // One rounding of the home's outdoor air in its summary and its figures.
  await open(page, '/calculators/ventilation?space=dwelling&area=150&bedrooms=3&bathrooms=2');
  await expect(page.getByTestId('ventilation-result')).toContainText('36.5 L/s');
  await expect(page.locator('main')).not.toContainText(/\b37 L\/s/);
});

test('impossible inputs get a clear error in the page language', async ({ page }) => {
  await open(page, '/calculators/hvac-cooling-load?mode=detailed');
  await page.locator('#zone-0-wall-0-glass').fill('40');
  await expect(
    page.getByText('The glazed area cannot be larger than the wall it sits in.'),
  ).toBeVisible();
  // Shown on the page, and said once by the live region (which holds only that line).
  const fix = 'Correct the highlighted fields to see the result.';
  await expect(page.locator('p:not([role])', { hasText: fix })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: fix })).toHaveText(fix);
  await expect(page.getByTestId('detailed-result')).toHaveCount(0);

  await open(page, '/ar/calculators/hvac-cooling-load');
  await page.locator('#quick-area').fill('-50');
  await expect(page.getByText('لا يمكن أن تكون هذه القيمة سالبة.')).toBeVisible();
  await expect(page.locator('#quick-area')).toHaveAttribute('aria-invalid', 'true');
  await page.locator('#quick-area').fill('١٢٠');
  await expect(page.getByTestId('quick-result')).toBeVisible();

  // Arabic writes a temperature and a percentage with no space before the sign; English keeps SI's.
  await open(page, '/ar/calculators/hvac-cooling-load?mode=detailed');
  await page.locator('#cond-outdoorWb').fill('45');
  await expect(page.getByText('اكتب 35°م على الأكثر.')).toBeVisible();
  await page.locator('#cond-indoorRh').fill('150');
  await expect(page.getByText('اكتب 70% على الأكثر.')).toBeVisible();
  await open(page, '/calculators/hvac-cooling-load?mode=detailed');
  await page.locator('#cond-outdoorWb').fill('45');
  await expect(page.getByText('Enter no more than 35 °C.')).toBeVisible();

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

// Issue 20: decimal commas, keyboard and screen-reader use, phones, the printout.

for (const locale of ['en', 'ar'] as const) {
  const ar = locale === 'ar';
  const prefix = ar ? '/ar' : '';

  test(`a decimal comma is read as one, an ambiguous comma is refused with both readings (${locale})`, async ({
    page,
  }) => {
    await open(page, `${prefix}/calculators/hvac-cooling-load?area=6.5&space=office&emirate=dubai`);
    const result = page.getByTestId('quick-result');
    const withPoint = await result.getAttribute('data-high');
    await page.locator('#quick-area').fill('100');
    await expect(result).not.toHaveAttribute('data-high', withPoint!);
    // "6,5" is 6.5 m², the same load as "6.5", never 65 m².
    await page.locator('#quick-area').fill(ar ? '٦,٥' : '6,5');
    await expect(result).toHaveAttribute('data-high', withPoint!);
    await page.locator('#quick-area').fill('1,500');
    await expect(
      page.getByText(
        ar
          ? 'قد تعني الفاصلة هنا 1500 أو 1.5. اكتب الرقم دون فاصلة، واستعمل النقطة للكسور العشرية.'
          : 'A comma here could mean 1500 or 1.5. Type the number without a comma, and use a point for decimals.',
      ),
    ).toBeVisible();
    await expect(page.locator('#quick-area')).toHaveAttribute('aria-invalid', 'true');
    await expect(result).toHaveCount(0);
    // The same rule in another calculator: a power factor of "0,9".
    await open(page, `${prefix}/calculators/ac-electrical-load`);
    const current = await page.getByTestId('result-main').innerText();
    await page.locator('#powerFactor').fill('0,8');
    await expect(page.getByTestId('result-main')).not.toHaveText(current);
    await expect(page.locator('#powerFactor')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test(`toggles move with the arrow keys, one tab stop each (${locale})`, async ({ page }) => {
    await open(page, `${prefix}/calculators/hvac-cooling-load`);
    const mode = page.getByTestId('mode').getByRole('radio');
    await expect(mode.nth(0)).toHaveAttribute('tabindex', '0');
    await expect(mode.nth(1)).toHaveAttribute('tabindex', '-1');
    await mode.nth(0).focus();
    // "Next" is to the right in English and to the left in Arabic.
    await page.keyboard.press(ar ? 'ArrowLeft' : 'ArrowRight');
    await expect(mode.nth(1)).toHaveAttribute('aria-checked', 'true');
    await expect(mode.nth(1)).toBeFocused();
    await expect(page.getByTestId('zone')).toHaveCount(1);
    await page.keyboard.press('ArrowDown'); // wraps round
    await expect(mode.nth(0)).toHaveAttribute('aria-checked', 'true');
    await expect(mode.nth(0)).toBeFocused();

    const units = page.getByTestId('units').getByRole('radio');
    await units.nth(0).focus();
    await page.keyboard.press(ar ? 'ArrowLeft' : 'ArrowRight');
    await expect(units.nth(1)).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('#quick-area')).toHaveValue('1292');
    await page.keyboard.press('ArrowUp');
    await expect(units.nth(0)).toHaveAttribute('aria-checked', 'true');
    await expect(units.nth(0)).toHaveAttribute('tabindex', '0');
  });

  test(`the live region says a short summary; Add moves focus, Remove names its room (${locale})`, async ({
    page,
  }) => {
    await open(page, `${prefix}/calculators/hvac-cooling-load`);
    const live = page
      .getByRole('status')
      .filter({ hasText: ar ? 'الحمل التقديري' : 'Estimated load' });
    await expect(live).toHaveCount(1);
    const quick = await live.innerText();
    expect(quick.length).toBeLessThan(120);
    expect(quick).toMatch(ar ? /طن تبريد/ : /TR/);
    // Nothing else on the page is a live region that repeats the result panel.
    for (const region of await page.locator('[aria-live], [role="status"], [role="alert"]').all())
      expect((await region.innerText()).length).toBeLessThan(160);

    await open(page, `${prefix}/calculators/hvac-cooling-load?mode=detailed`);
    await expect(live).toHaveText(
      ar
        ? /^الحمل التقديري [\d,]+ BTU\/ساعة، أي نحو [\d.]+ طن تبريد$/
        : /^Estimated load [\d,]+ BTU\/h, about [\d.]+ TR$/,
    );
    await page
      .getByRole('button', { name: ar ? 'أضف غرفة أو منطقة' : 'Add a room or zone' })
      .click();
    await expect(page.locator('#zone-1-name')).toBeFocused();
    await page.keyboard.type(ar ? ' المجلس' : ' Majlis');
    const name = await page.locator('#zone-1-name').inputValue();
    const remove = page.getByRole('button', { name: `${ar ? 'احذف' : 'Remove'} ${name}` });
    await expect(remove).toHaveCount(1);
    await page
      .getByRole('button', { name: ar ? 'أضف جدارًا خارجيًا' : 'Add an outside wall' })
      .first()
      .click();
    await expect(page.locator('#zone-0-wall-2-orientation')).toBeFocused();
    await expect(
      page
        .getByRole('button', { name: ar ? 'احذف الجدار 1 (الغرب)' : 'Remove wall 1 (West)' })
        .first(),
    ).toBeVisible();
    await remove.click();
    await expect(page.getByTestId('zone')).toHaveCount(1);
    await expect(
      page.getByRole('button', { name: ar ? 'أضف غرفة أو منطقة' : 'Add a room or zone' }),
    ).toBeFocused();
  });

  test(`Ajman and Umm Al Quwain are listed, with the station they use (${locale})`, async ({
    page,
  }) => {
    await open(page, `${prefix}/calculators/hvac-cooling-load`);
    await page.locator('#quick-emirate').selectOption('umm-al-quwain');
    await expect(page.locator('#quick-emirate-hint')).toContainText(
      ar ? 'مطار الشارقة الدولي' : 'Sharjah International Airport',
    );
    await expect(page.locator('#quick-emirate')).toHaveAttribute(
      'aria-describedby',
      'quick-emirate-hint',
    );
    await page.locator('#quick-emirate').selectOption('dubai');
    await expect(page.locator('#quick-emirate-hint')).toHaveCount(0);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  for (const locale of ['en', 'ar'] as const) {
    test(`result tables scroll in a focusable, labelled region with a hint (${locale})`, async ({
      page,
    }) => {
      const ar = locale === 'ar';
      await open(page, `${ar ? '/ar' : ''}/calculators/hvac-cooling-load?mode=detailed`);
      const region = page.getByRole('region', {
        name: ar ? 'كل غرفة عند ذروتها' : 'Each room at its own peak',
      });
      await expect(region).toHaveAttribute('tabindex', '0');
      await expect(page.getByTestId('scroll-hint').first()).toBeVisible();
      await region.focus();
      await expect(region).toBeFocused();
      // The table is wider than the phone; scrolled to its far end, its last column is in view.
      const wide = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(wide).toBe(true);
      await region.evaluate((el) =>
        el.scrollTo({
          left: getComputedStyle(el).direction === 'rtl' ? -el.scrollWidth : el.scrollWidth,
        }),
      );
      const box = (await region.boundingBox())!;
      const last = (await region.locator('thead th').last().boundingBox())!;
      expect(last.x).toBeGreaterThanOrEqual(box.x - 1);
      expect(last.x + last.width).toBeLessThanOrEqual(box.x + box.width + 1);
      // Only the number is isolated: "9,240 BTU/ساعة" keeps its unit in the sentence's direction.
      for (const bdi of await page.getByTestId('detailed-result').locator('bdi').all())
        expect(await bdi.innerText()).toMatch(/^[\d,.\u200e-]+$/);
    });
  }
});

test('the printout carries the company, the date and the project reference; share only where the browser has it', async ({
  page,
}) => {
  await open(page, '/ar/calculators/hvac-cooling-load');
  await expect(page.getByTestId('share')).toHaveCount(0);
  await page.getByLabel('مرجع المشروع (اختياري، يظهر في النسخة المطبوعة)').fill('فيلا الشارقة 12');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('print-header')).toBeVisible();
  await expect(page.getByTestId('print-header')).toContainText('قمة للخدمات الفنية');
  // The phone and the site's host, whatever the build was configured with.
  await expect(page.getByTestId('print-header')).toContainText(/\d{3}\s\d{4}.*\w\.\w{2,}/);
  await expect(page.getByTestId('print-footer')).toBeVisible();
  await expect(page.getByTestId('print-details')).toHaveText(
    /^التاريخ: \d{2}\/\d{2}\/\d{4} · مرجع المشروع: فيلا الشارقة 12$/,
  );
  await expect(page.getByLabel('مرجع المشروع (اختياري، يظهر في النسخة المطبوعة)')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByTestId('print-header')).toBeHidden();

  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  await open(page, '/calculators/hvac-cooling-load?area=90');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
    .toContain('area=90');
});
