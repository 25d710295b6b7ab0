import { expect, type Locator } from '@playwright/test';

/**
 * Moves a lead form's start time back, as if the visitor had spent `ms` filling it in: the server
 * refuses a form sent sooner than a person could type it (minFillMs in lib/leads/submit.ts), and tests
 * fill forms in milliseconds. Instead of sleeping, this rewrites the hidden startedAt field the form
 * writes once it has hydrated (waiting for that first, so hydration cannot overwrite it afterwards).
 */
export async function backdateFormStart(form: Locator, ms = 60_000) {
  const startedAt = form.locator('input[name="startedAt"]');
  await expect(startedAt).not.toHaveValue('');
  await startedAt.evaluate((input, back) => {
    (input as HTMLInputElement).value = String(Date.now() - back);
  }, ms);
}
