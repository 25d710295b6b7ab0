import { expect, type Locator, type Page } from '@playwright/test';
import { serverNow } from '../../support/clock';

/**
 * Moves a lead form's start time back, as if the visitor had spent `ms` filling it in: the server
 * refuses a form sent sooner than a person could type it (minFillMs in lib/leads/submit.ts), and tests
 * fill forms in milliseconds. Instead of sleeping, this rewrites the hidden startedAt field the form
 * writes once it has hydrated (waiting for that first, so hydration cannot overwrite it afterwards).
 * The time is moved back from the one the form carries, whichever clock wrote it (the browser's, or
 * the server's given clock, tests/support/clock.ts).
 */
export async function backdateFormStart(form: Locator, ms = 60_000) {
  const startedAt = form.locator('input[name="startedAt"]');
  await expect(startedAt).not.toHaveValue('');
  await startedAt.evaluate((input, back) => {
    const field = input as HTMLInputElement;
    field.value = String(Number(field.value) - back);
  }, ms);
}

const STARTED_AT = /(name="(?:\d+_)?startedAt"\r\n\r\n)(\d{1,15})/;

/**
 * The same without JavaScript, where nothing in the page can be changed from the test (page.evaluate
 * and locator.evaluate both need the page's scripts): every POST the page sends from now on is rewritten
 * on its way out (page.route works whether or not the page runs scripts), its startedAt moved `ms` back,
 * as if the visitor had spent that long typing; every other byte goes as sent. A post without a start
 * time goes unchanged.
 */
export async function backdatePosts(page: Page, ms = 60_000) {
  await rewriteStartedAt(page, (started) => started - ms);
}

/**
 * Every POST from now on says its form was started this very instant on the server's clock (the test
 * clock, tests/support/clock.ts): certainly too fast, whatever the time the test spent typing on a busy
 * machine (the server's refusal is then the same every run).
 */
export async function postsStartedNow(page: Page) {
  await rewriteStartedAt(page, () => serverNow().getTime());
}

async function rewriteStartedAt(page: Page, startedAt: (started: number) => number) {
  await page.route('**/*', async (route) => {
    const request = route.request();
    const body = request.method() === 'POST' ? request.postDataBuffer() : null;
    if (!body) return route.continue();
    // latin1 maps each byte to one character and back, so the multipart body survives unchanged.
    const text = body.toString('latin1');
    const rewritten = text.replace(STARTED_AT, (_, head: string, started: string) => {
      return `${head}${String(startedAt(Number(started))).padStart(started.length, '0')}`;
    });
    await route.continue({ postData: Buffer.from(rewritten, 'latin1') });
  });
}
