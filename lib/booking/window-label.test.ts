import { describe, expect, it } from 'vitest';
import { allWindows, windowBounds } from '@/lib/config/hours';
import { serverText } from '@/lib/i18n/server-text';
import { windowLabel } from './recap';

// Every window's label, as slot lists, the private page, e-mails and WhatsApp show it. Each end of a
// window carries the period it falls in; a shared period may be said once at the end ("8:00 to 10:00
// AM"), but an end never borrows the other end's period ("12:00 to 2:00 ظهرًا" read as "2 noon").

const arabicPeriod = (hour: number) => (hour < 12 ? 'صباحًا' : hour < 14 ? 'ظهرًا' : 'مساءً');
const englishPeriod = (hour: number) => (hour < 12 ? 'AM' : 'PM');
const clock = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12}:00`;

function expected(
  window: string,
  period: (hour: number) => string,
  join: (a: string, b: string) => string,
) {
  const { start, end } = windowBounds(window);
  const [from, to] = [period(start), period(end)];
  return from === to
    ? join(clock(start), `${clock(end)} ${to}`)
    : join(`${clock(start)} ${from}`, `${clock(end)} ${to}`);
}

describe('window labels', () => {
  it.each(allWindows)('labels %s with each end in its own period, in Arabic', (window) => {
    expect(windowLabel(serverText('ar'), window)).toBe(
      expected(window, arabicPeriod, (a, b) => `من ${a} إلى ${b}`),
    );
  });

  it.each(allWindows)('labels %s with each end in its own period, in English', (window) => {
    expect(windowLabel(serverText('en'), window)).toBe(
      expected(window, englishPeriod, (a, b) => `${a} to ${b}`),
    );
  });

  it('reads the noon window as noon to afternoon in Arabic', () => {
    expect(windowLabel(serverText('ar'), '12-14')).toBe('من 12:00 ظهرًا إلى 2:00 مساءً');
  });
});
