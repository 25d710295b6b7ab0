import { expect, type Locator } from '@playwright/test';

/**
 * Specs that book late windows (early ones fill as the run goes on) each take their own day, counted
 * back from the last day that has a free window. Two tests that took the same last window at once could
 * race for its last place, and the loser's window would come back disabled ("full") after a refused
 * post: the product is right, the test would fail. One table, so no two lanes share a day.
 */
export const lanes = {
  'booking-flow en js': 0,
  'booking-flow en nojs': 1,
  'booking-flow ar js': 2,
  'booking-flow ar nojs': 3,
  whatsapp: 4,
  'whatsapp move': 5,
} as const;

/**
 * Checks the last free window of the lane's day in a booking or move form, and returns its value.
 * Without a script every day's windows are radios; with one, the day's button shows them.
 */
export async function chooseLateWindow(form: Locator, lane: keyof typeof lanes): Promise<string> {
  const open = form.locator('input[name="slot"]:not([disabled])');
  // A window's value is "YYYY-MM-DD_HH-HH"; the days with a free window, in the form's order.
  const values = await open.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('value')!));
  const free = [...new Set(values.map((v) => v.slice(0, 10)))];
  expect(free.length, 'days with a free window').toBeGreaterThan(0);
  const date = free[Math.max(0, free.length - 1 - lanes[lane])]!;
  const buttons = form.getByTestId('day-buttons').getByRole('button');
  if ((await buttons.count()) > 0) {
    const all = await form
      .locator('[data-day]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-day')!));
    const button = buttons.nth(all.indexOf(date));
    // A click before the form has hydrated does nothing: click again until the day is the pressed one.
    await expect(async () => {
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }
  const value = values.filter((v) => v.startsWith(date)).at(-1)!;
  await form.locator(`input[name="slot"][value="${value}"]`).check();
  return value;
}
