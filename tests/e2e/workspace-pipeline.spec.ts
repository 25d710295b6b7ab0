import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { serverDatePlus } from '../support/clock';
import { uniqueEmail } from './support/db';
import { signedInAs } from './support/workspace-accounts';

// The pipeline part of the staff workspace (issue 19): who may use which page and action, notes,
// follow-ups, the overdue filter, the customer-language WhatsApp messages and the team page.

/** A booked visit straight through the store (app/api/test-booking), in the customer's language. */
async function book(request: APIRequestContext, locale: 'en' | 'ar') {
  const made = await request.post(`/api/test-booking?locale=${locale}`);
  expect(made.status()).toBe(200);
  return (await made.json()) as {
    leadId: string;
    reference: string;
    day: string;
    window: string;
    name: string;
  };
}

/** The hidden fields of the form inside `testid` on a page, as a browser without JS would post them. */
async function formFields(request: APIRequestContext, path: string, testid: string) {
  const html = await (await request.get(path)).text();
  const start = html.indexOf(`data-testid="${testid}"`);
  expect(start).toBeGreaterThan(0);
  const form = html.slice(start, html.indexOf('</form>', start));
  const fields: Record<string, string> = {};
  for (const m of form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g))
    fields[m[1]!] = (m[2] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  return fields;
}

/** Yesterday in Dubai by the server's clock, YYYY-MM-DD: a follow-up then is overdue today. */
const dubaiYesterday = () => serverDatePlus(-1);

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

test('role matrix: every pipeline route and action refuses whoever lacks the role', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const anonymous = await browser.newContext();
  const { leadId } = await book(anonymous.request, 'en');
  const routes = ['/admin', `/admin/${leadId}`, '/admin/team', '/ar/admin/team'];

  const stranger = await anonymous.newPage();
  for (const path of routes) {
    await stranger.goto(path);
    await expect(stranger).toHaveURL(/\/sign-in$/);
  }
  const anonymousCsv = await anonymous.request.get('/admin/export', { maxRedirects: 0 });
  expect(anonymousCsv.headers()['content-type'] ?? '').not.toContain('text/csv');
  await anonymous.close();

  const none = await signedInAs(browser, 'none');
  for (const path of routes) {
    await none.page.goto(path);
    await expect(none.page.getByTestId('no-access')).toBeVisible();
    for (const id of ['lead-table', 'lead-detail', 'team', 'workspace-nav'])
      await expect(none.page.getByTestId(id)).toHaveCount(0);
  }
  expect((await none.page.request.get('/admin/export')).status()).toBe(404);

  const staff = await signedInAs(browser, 'staff');
  await staff.page.goto('/admin');
  await expect(staff.page.getByTestId('lead-table')).toBeVisible();
  const nav = staff.page.getByTestId('workspace-nav');
  await expect(nav.getByRole('link')).toHaveText(['Pipeline', 'Schedule', 'Dashboard', 'Reviews']);
  await staff.page.goto(`/admin/${leadId}`);
  await expect(staff.page.getByTestId('lead-detail')).toBeVisible();
  for (const [path, title] of [
    ['/admin/team', 'For admins only'],
    ['/admin/prices', 'For admins only'],
    ['/ar/admin/team', 'للمسؤولين فقط'],
  ] as const) {
    await staff.page.goto(path);
    await expect(staff.page.getByTestId('admins-only').getByRole('heading')).toHaveText(title);
    await expect(staff.page.getByTestId('team')).toHaveCount(0);
  }
  const csv = await staff.page.request.get('/admin/export');
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');

  const admin = await signedInAs(browser, 'admin');
  await admin.page.goto('/admin/team');
  await expect(admin.page.getByTestId('team')).toBeVisible();
  await expect(admin.page.getByTestId('workspace-nav').getByRole('link')).toHaveText([
    'Pipeline',
    'Schedule',
    'Dashboard',
    'Reviews',
    'Technicians',
    'Capacity',
    'Prices',
    'Team',
  ]);

  // The note form, loaded by staff, posted by a signed-in user without a role: nothing is written.
  const noteFields = await formFields(staff.page.request, `/admin/${leadId}`, 'add-note');
  const forged = await none.page.request.post(`/admin/${leadId}`, {
    headers: { origin: baseURL! },
    multipart: { ...noteFields, note: 'Forged note' },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(303);
  expect(forged.headers()['location']).toBe(`/admin/${leadId}?error=forbidden`);
  const followFields = await formFields(staff.page.request, `/admin/${leadId}`, 'follow-up');
  const forgedFollowUp = await none.page.request.post(`/admin/${leadId}`, {
    headers: { origin: baseURL! },
    multipart: { ...followFields, date: '2026-12-01' },
    maxRedirects: 0,
  });
  expect(forgedFollowUp.headers()['location']).toBe(`/admin/${leadId}?error=forbidden`);
  // The grant form, loaded by the admin, posted by staff: nobody gets a role.
  const grantFields = await formFields(admin.page.request, '/admin/team', 'grant-form');
  const forgedGrant = await staff.page.request.post('/admin/team', {
    headers: { origin: baseURL! },
    multipart: { ...grantFields, email: none.email, role: 'admin' },
    maxRedirects: 0,
  });
  expect(forgedGrant.status()).toBe(303);
  expect(forgedGrant.headers()['location']).toBe('/admin/team?result=forbidden');
  await admin.page.goto('/admin/team');
  await expect(admin.page.getByTestId('team-members')).not.toContainText(none.email);
  await staff.page.goto(`/admin/${leadId}`);
  await expect(staff.page.getByTestId('lead-history')).not.toContainText('Forged note');
  await expect(staff.page.getByTestId('follow-up-current')).toHaveText('No follow-up date.');

  for (const who of [none, staff, admin]) await who.context.close();
});

test('staff add a note and a follow-up, find it as overdue, and message the customer in their language', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page, email, context } = await signedInAs(browser, 'staff');
  const { leadId, reference, name } = await book(page.request, 'ar');
  await page.goto(`/admin/${leadId}`);

  // One tap: a call, and WhatsApp messages in Arabic (the customer's language), whatever the page's.
  const reach = page.getByTestId('reach-customer');
  await expect(reach).toContainText(
    "WhatsApp messages are written in the customer's language: Arabic.",
  );
  await expect(reach.getByTestId('call-customer')).toHaveAttribute('href', 'tel:+971501234567');
  const confirmation = await reach.locator('[data-template="confirmation"]').getAttribute('href');
  expect(confirmation).toMatch(/^https:\/\/wa\.me\/971501234567\?text=/);
  const text = decodeURIComponent(confirmation!.split('?text=')[1]!);
  expect(text).toContain(`مرحبًا ${name}`);
  expect(text).toContain(`(الرقم المرجعي ${reference})`);
  expect(text).toContain('نؤكّد زيارتك يوم');
  expect(text.replace(reference, '')).not.toMatch(/[A-Za-z]{4,}/);
  const onTheWay = await reach.locator('[data-template="onTheWay"]').getAttribute('href');
  expect(decodeURIComponent(onTheWay!.split('?text=')[1]!)).toContain('فنينا في الطريق إليك');

  // A note.
  await page
    .getByLabel('Note (what was said, what happens next)')
    .fill('Asked for a morning visit.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByTestId('record-done')).toHaveText('Note added.');
  const history = page.getByTestId('lead-history');
  await expect(history.locator('[data-event="note"]')).toContainText(`Note by ${email}`);
  await expect(history.locator('[data-event="note"]')).toContainText('Asked for a morning visit.');
  // The booking's own events in the same history: booked by the customer.
  await expect(history.locator('[data-event="created"]')).toContainText('by the customer');

  // A follow-up date that has passed: overdue here and in the pipeline's overdue filter.
  const yesterday = dubaiYesterday();
  await page.getByLabel('Follow up on').fill(yesterday);
  await page.getByRole('button', { name: 'Set follow-up' }).click();
  await expect(page.getByTestId('record-done')).toHaveText('Follow-up saved.');
  await expect(page.getByTestId('follow-up-overdue')).toBeVisible();
  await expect(history.locator('[data-event="follow_up_set"]')).toContainText(`Follow-up set for`);

  await page.goto('/admin');
  await page.getByLabel('Name, phone, e-mail or reference').fill(reference.toLowerCase());
  await page.getByLabel('Overdue follow-ups only').check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/overdue=1/);
  const table = page.getByTestId('lead-table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(name);
  await expect(table.getByTestId('overdue')).toHaveText('Overdue');
  await expect(table.getByTestId('shown-status')).toHaveText(
    'Received, we will call you to confirm',
  );

  // The CSV has the follow-up date and the note.
  const csv = await (await page.request.get(`/admin/export?q=${reference}`)).text();
  const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(header).toContain('followUpOn,lastNote,bookingStatus,bookingReference,bookingWindow');
  expect(row).toContain(`${yesterday},Asked for a morning visit.,received,${reference},`);

  // Cleared: no longer overdue.
  await page.goto(`/admin/${leadId}`);
  await page.getByRole('button', { name: 'Clear follow-up' }).click();
  await expect(page.getByTestId('follow-up-current')).toHaveText('No follow-up date.');
  await page.goto(`/admin?overdue=1&q=${reference}`);
  await expect(page.getByTestId('lead-table').getByRole('row')).toHaveCount(1);

  // The same record in Arabic, right to left, on a phone without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/ar/admin/${leadId}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('add-note').getByRole('heading')).toHaveText('أضف ملاحظة');
  await noSidewaysScroll(page);
  await page.goto('/ar/admin');
  await noSidewaysScroll(page);
  await context.close();
});

test('an admin gives a role from the team page, sees it recorded, and takes it away', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const newcomer = await signedInAs(browser, 'none');
  const admin = await signedInAs(browser, 'admin');
  const { page } = admin;
  await page.goto('/admin/team');
  const grant = page.getByTestId('grant-form');
  await grant.getByLabel('E-mail').fill(newcomer.email);
  await grant.getByLabel('Role').selectOption('staff');
  await grant.getByRole('button', { name: 'Give the role' }).click();
  await expect(page.getByTestId('team-result')).toHaveText(
    'Role given. It takes effect when they next sign in.',
  );
  const member = page.locator(`[data-member="${newcomer.email}"]`);
  await expect(member).toContainText('Staff');
  await expect(page.getByTestId('role-changes')).toContainText(
    `${newcomer.email}: no role → Staff, by ${admin.email}`,
  );
  // Someone who never signed up: told so, nothing recorded.
  await grant.getByLabel('E-mail').fill(uniqueEmail('nobody'));
  await grant.getByRole('button', { name: 'Give the role' }).click();
  await expect(page.getByTestId('team-result')).toHaveText(
    'No account has that e-mail. Ask them to create one first.',
  );
  await member.getByRole('button', { name: `Remove access for ${newcomer.email}` }).click();
  await expect(page.getByTestId('team-result')).toHaveText(
    'Access removed. It takes effect when their session next refreshes.',
  );
  await expect(page.locator(`[data-member="${newcomer.email}"]`)).toHaveCount(0);
  await expect(page.getByTestId('role-changes')).toContainText(
    `${newcomer.email}: Staff → no role, by ${admin.email}`,
  );
  await newcomer.context.close();
  await admin.context.close();
});
