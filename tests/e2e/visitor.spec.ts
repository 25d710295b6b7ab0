import { expect, test, type Page } from '@playwright/test';
import { randomClient } from './support/db';

// What a visitor trips over (issue 20): context, accessibility and trust, in both languages.

const whatsappText = async (page: Page) => {
  const href = await page.getByTestId('whatsapp-float').getAttribute('href');
  return new URL(href!).searchParams.get('text');
};

test.describe('language switch', () => {
  for (const [from, to] of [
    ['/services/air-conditioning/amc', '/ar/services/air-conditioning/amc'],
    ['/ar/services/air-conditioning/amc', '/services/air-conditioning/amc'],
    ['/ar', '/'],
    ['/', '/ar'],
  ] as const) {
    test(`on ${from} links straight to ${to}, which answers without a redirect`, async ({
      page,
      request,
    }) => {
      await page.goto(from);
      await expect(page.getByTestId('language-switcher')).toHaveAttribute('href', to);
      const response = await request.get(to, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
    });
  }
});

test.describe('WhatsApp button', () => {
  test('sits in a named region between the content and the footer and says it opens a new tab', async ({
    page,
  }) => {
    for (const [path, region, name] of [
      ['/about', 'WhatsApp chat', 'Chat with us on WhatsApp (opens in a new tab)'],
      ['/ar/about', 'محادثة واتساب', 'تحدّث معنا عبر واتساب (يُفتح في علامة تبويب جديدة)'],
    ] as const) {
      await page.goto(path);
      const aside = page.getByRole('complementary', { name: region });
      await expect(aside.getByRole('link', { name })).toHaveAttribute('target', '_blank');
      // In the tab order after the page's content and before the footer's links.
      const order = await page.evaluate(() => {
        const float = document.querySelector('[data-testid="whatsapp-float"]')!;
        const main = document.querySelector('main')!;
        const footer = document.querySelector('footer')!;
        return [
          Boolean(main.compareDocumentPosition(float) & Node.DOCUMENT_POSITION_FOLLOWING),
          Boolean(float.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING),
        ];
      });
      expect(order).toEqual([true, true]);
    }
  });

  test('Escape hides its tooltip (WCAG 1.4.13)', async ({ page }) => {
    await page.goto('/about');
    const tooltip = page.getByTestId('whatsapp-tooltip');
    await page.getByTestId('whatsapp-float').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
  });

  test('is hidden while a form field has focus, so it never covers what is typed', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByTestId('whatsapp-float')).toBeVisible();
    await page.getByLabel('Full name').focus();
    await expect(page.getByTestId('whatsapp-float')).toBeHidden();
    await page.getByLabel('Full name').blur();
    await expect(page.getByTestId('whatsapp-float')).toBeVisible();
  });

  for (const [path, text] of [
    [
      '/dubai/ac-services/dubai-marina',
      "Hello, I'd like to ask about AC services in Dubai Marina.",
    ],
    ['/ar/dubai/ac-services/dubai-marina', 'مرحبًا، أودّ الاستفسار عن خدمات التكييف في دبي مارينا.'],
    ['/dubai/ac-services/maintenance', "Hello, I'd like to ask about AC Maintenance in Dubai."],
    ['/ar/dubai/ac-services/maintenance', 'مرحبًا، أودّ الاستفسار عن صيانة المكيفات في دبي.'],
    ['/about', "Hello, I'd like to ask about your services."],
    ['/ar/about', 'مرحبًا، أودّ الاستفسار عن خدماتكم.'],
  ] as const) {
    test(`on ${path} its message names the page's service and place, or greets in general`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect.poll(() => whatsappText(page)).toBe(text);
    });
  }
});

test('the desktop services menu closes when focus leaves it', async ({ page }) => {
  await page.goto('/about');
  const menu = page.locator('details[data-menu]:not([data-menu="burger"])').first();
  await menu.locator('summary').click();
  await expect(menu).toHaveAttribute('open', '');
  const links = menu.locator('a');
  await links.last().focus();
  await page.keyboard.press('Tab');
  await expect(menu).not.toHaveAttribute('open', '');
});

test('the header marks the page and the section the visitor is in, also after a client-side navigation', async ({
  page,
}) => {
  const nav = page.getByTestId('site-nav');
  await page.goto('/blog');
  await expect(nav.locator('a[href="/blog"]')).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('a[aria-current]')).toHaveCount(1);
  await page.goto('/blog/what-size-ac-do-i-need');
  await expect(nav.locator('a[href="/blog"]')).toHaveAttribute('aria-current', 'true');
  await page.goto('/ar/services/air-conditioning/amc');
  await expect(nav.locator('a[href="/ar/services/air-conditioning/amc"]')).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.locator('a[href="/ar/services/air-conditioning"]')).toHaveAttribute(
    'aria-current',
    'true',
  );
  // The home page is nobody's section.
  await expect(page.locator('header a[href="/ar"]')).not.toHaveAttribute('aria-current');
  await nav.locator('a[href="/ar/about"]').click();
  await expect(page).toHaveURL(/\/ar\/about$/);
  await expect(nav.locator('a[href="/ar/about"]')).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('a[aria-current]')).toHaveCount(1);
  await expect(page.getByRole('contentinfo').locator('a[aria-current="page"]')).toHaveCount(
    await page.getByRole('contentinfo').locator('a[href="/ar/about"]').count(),
  );
});

for (const [path, note] of [
  ['/quote', 'Fields marked * are required.'],
  ['/book', 'Fields marked * are required.'],
  [
    '/book?service=air-conditioning&propertyType=apartment&emirate=dubai',
    'Fields marked * are required.',
  ],
  ['/amc-plans', 'Fields marked * are required.'],
  ['/ar/book', 'الحقول المعلّمة بـ * مطلوبة.'],
  [
    '/ar/book?service=air-conditioning&propertyType=apartment&emirate=dubai',
    'الحقول المعلّمة بـ * مطلوبة.',
  ],
  ['/ar/amc-plans', 'الحقول المعلّمة بـ * مطلوبة.'],
] as const) {
  test(`${path}: every required field shows its asterisk, and the form says once what it means`, async ({
    page,
  }) => {
    await page.goto(path);
    const required = page.locator('main form [aria-required="true"]');
    const ids = await required.evaluateAll((fields) => fields.map((f) => f.id));
    expect(ids.length, path).toBeGreaterThan(1);
    for (const id of ids)
      await expect(
        page.locator(`label[for="${id}"] + [data-required-marker]`),
        `${path} #${id}`,
      ).toHaveText('*');
    // Only required fields carry the asterisk.
    await expect(page.locator('main form [data-required-marker]')).toHaveCount(ids.length);
    await expect(page.getByTestId('required-note').first()).toHaveText(note);
  });
}

for (const [path, region, close, button, name] of [
  ['/contact', 'Notifications (Alt+T)', 'Close notification', 'Send Message', 'Full name'],
  ['/ar/contact', 'الإشعارات (Alt+T)', 'أغلق الإشعار', 'أرسل الرسالة', 'الاسم الكامل'],
] as const) {
  test(`${path}: required fields are marked before sending, and the toast that points at fields to correct speaks the page's language without stacking`, async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomClient() });
    await page.goto(path);
    const form = page.getByTestId('form-contact');
    const field = form.getByLabel(name);
    await expect(field).toHaveAttribute('aria-required', 'true');
    await expect(form.locator('label[for="field-fullName"] + [data-required-marker]')).toHaveText(
      '*',
    );
    await expect(form.getByTestId('required-note')).toBeVisible();
    await expect(form.locator('[data-required-marker]')).toHaveCount(4);

    // Sent with a required field empty, twice: the fields say what to correct and one toast (not two)
    // points at them.
    await form.locator('input[type=email]').fill('amina@example.ae');
    for (let i = 0; i < 2; i++) {
      await form.getByRole('button', { name: button }).click();
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
    }
    await expect(page.getByRole('region', { name: region })).toHaveCount(1);
    await expect(page.locator('[data-sonner-toast] [data-close-button]')).toHaveAttribute(
      'aria-label',
      close,
    );
  });
}

test('the opening hours never wrap between a time and its AM/PM word', async ({ page }) => {
  for (const [path, text] of [
    ['/ar', '6:00\u00a0مساءً'],
    ['/', '6:00\u00a0PM'],
  ] as const) {
    await page.goto(path);
    // The footer is laid out once it nears the screen (render-near-view), as a visitor reaches it.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('footer').innerText()).toContain(text);
  }
});

test('testimonials use the quotation marks of the page language', async ({ page }) => {
  for (const [path, open, close] of [
    ['/', '“', '”'],
    ['/ar', '«', '»'],
  ] as const) {
    await page.goto(path);
    const quotes = await page
      .getByTestId('testimonial-quote')
      .first()
      .evaluate((q) => getComputedStyle(q).quotes);
    expect(quotes.startsWith(`"${open}" "${close}"`), quotes).toBe(true);
  }
});

test('no form has an empty action, and no Service node has inLanguage', async ({ request }) => {
  // The booking flow's forms too: its calendar step and a booking's private page (move, cancel).
  const made = await request.post('/api/test-booking?locale=ar');
  const { token } = (await made.json()) as { token: string };
  for (const path of [
    '/contact',
    '/ar/quote',
    '/',
    '/dubai/ac-services/dubai-marina',
    '/book?service=air-conditioning&propertyType=apartment&emirate=dubai',
    `/ar/book/${token}`,
  ]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('action=""');
    for (const [, json] of html.matchAll(
      /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs,
    ))
      for (const node of JSON.parse(json ?? '{}')['@graph'] ?? [])
        if (node['@type'] === 'Service') expect(node, path).not.toHaveProperty('inLanguage');
  }
});

for (const [prefix, call, services] of [
  ['', 'Call', 'Our main services'],
  ['/ar', 'اتصل', 'أبرز خدماتنا'],
] as const) {
  test(`the 404 page offers phone, WhatsApp and the main services (${prefix || '/'})`, async ({
    page,
  }) => {
    const response = await page.goto(`${prefix}/no-such-page`);
    expect(response?.status()).toBe(404);
    const contact = page.getByTestId('not-found-contact');
    await expect(contact.locator('a[href^="tel:"]')).toContainText(call);
    await expect(contact.locator('a[href^="https://wa.me/"]')).toBeVisible();
    const nav = page.getByRole('navigation', { name: services });
    await expect(nav.getByRole('link')).toHaveCount(7);
  });
}

test.describe('guessed URLs', () => {
  for (const [from, to] of [
    ['/dubai/ac-services/jbr', '/dubai/ac-services/dubai-marina'],
    ['/ar/dubai/ac-services/jbr', '/ar/dubai/ac-services/dubai-marina'],
    ['/dubai/ac-services/repair-cleaning', '/dubai/ac-services/ac-repair'],
    ['/sharjah/ac-services/ac-repair', '/sharjah/ac-services/ac-repair-cleaning'],
    ['/ar/abu-dhabi/ac-services/ac-repair-cleaning', '/ar/abu-dhabi/ac-services/repair-cleaning'],
  ] as const) {
    test(`${from} redirects permanently to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(response.headers().location).toBe(to);
      expect((await request.get(to, { maxRedirects: 0 })).status()).toBe(200);
    });
  }
});

test('a blog article ends with a quote link that carries its service, in both languages', async ({
  page,
}) => {
  for (const [path, name] of [
    ['/blog/what-size-ac-do-i-need', 'Get a Quote'],
    ['/ar/blog/what-size-ac-do-i-need', 'اطلب عرض سعر'],
  ] as const) {
    await page.goto(path);
    const link = page.locator('article').getByRole('link', { name }).last();
    expect(await link.getAttribute('href')).toMatch(
      /\/quote\?service=air-conditioning(%2F|\/)installation$/,
    );
  }
});

test.describe('area pages put the next step near the top', () => {
  test('on a phone: quote and call beside Book a visit, in both languages', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    for (const [path, quote] of [
      ['/dubai/ac-services/dubai-marina', 'Get a Quote'],
      ['/ar/dubai/ac-services/dubai-marina', 'اطلب عرض سعر'],
    ] as const) {
      await page.goto(path);
      const top = page.getByTestId('next-step-top');
      await expect(top.getByRole('link', { name: quote })).toBeInViewport();
      expect(await top.getByRole('link', { name: quote }).getAttribute('href')).toContain(
        'area=dubai-marina',
      );
      await expect(top.locator('a[href^="tel:"]')).toBeVisible();
      await expect(page.getByTestId('next-step-aside')).toBeHidden();
    }
    await context.close();
  });

  test('on a desktop: a contact box above the related links', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/dubai/ac-services/dubai-marina');
    const box = page.getByTestId('next-step-aside');
    await expect(box.getByRole('link', { name: 'Get a Quote' })).toBeVisible();
    await expect(page.getByTestId('next-step-top')).toBeHidden();
    const [boxTop, navTop] = await Promise.all([
      box.evaluate((e) => e.getBoundingClientRect().top),
      page
        .locator('article aside nav')
        .first()
        .evaluate((e) => e.getBoundingClientRect().top),
    ]);
    expect(boxTop).toBeLessThan(navTop);
  });
});

test('area and service pages offer "Book a visit" in the first screen, for their service and place', async ({
  browser,
}) => {
  // [path, service, emirate, area] the /book link carries: an area, an emirate's AC sub-service and hub, an AMC page
  // (its plans call to action sits under the lead too), a trade, painting, a UAE-wide service page.
  const pages = [
    ['/dubai/ac-services/dubai-marina', 'air-conditioning', 'dubai', 'dubai-marina'],
    ['/ar/sharjah/ac-services/installation', 'air-conditioning/installation', 'sharjah'],
    ['/ar/dubai/ac-services/amc', 'air-conditioning/amc', 'dubai'],
    ['/ar/fujairah/ac-services', 'air-conditioning', 'fujairah'],
    ['/dubai/tiling-services', 'tiling', 'dubai'],
    ['/ar/abu-dhabi/painting-services', 'painting', 'abu-dhabi'],
    ['/services/air-conditioning/repair-cleaning', 'air-conditioning/repair-cleaning'],
  ] as const;
  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1280, height: 800 },
  ]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    for (const [path, service, emirate, area] of pages) {
      const ar = path.startsWith('/ar/');
      await page.goto(path);
      const book = page
        .getByTestId('book-top')
        .getByRole('link', { name: ar ? 'احجز زيارة' : 'Book a visit' });
      await expect(book, `${path} at ${viewport.width}px`).toBeInViewport({ ratio: 1 });
      const href = new URL((await book.getAttribute('href'))!, 'http://localhost');
      expect(href.pathname).toBe(ar ? '/ar/book' : '/book');
      expect(Object.fromEntries(href.searchParams)).toEqual({
        service,
        ...(emirate ? { emirate } : {}),
        ...(area ? { area } : {}),
        // The repair page's default line: the diagnosis visit (lib/pricing/catalogue-link.ts).
        ...(service === 'air-conditioning/repair-cleaning' ? { lines: 'visit.diagnosis::1' } : {}),
      });
    }
    await context.close();
  }
});

test('with no photos added, the photo slots render nothing (no empty frame, no stand-in image)', async ({
  page,
}) => {
  for (const path of ['/about', '/ar/about', '/case-studies', '/ar/case-studies']) {
    await page.goto(path);
    await expect(page.getByTestId('photos')).toHaveCount(0);
    await expect(page.locator('main img[src*="/photos/"]')).toHaveCount(0);
  }
});
