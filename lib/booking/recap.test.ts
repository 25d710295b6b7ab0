import { describe, expect, it } from 'vitest';
import { serverText } from '@/lib/i18n/server-text';
import { bookingRecap, eventTime, serviceName } from './recap';

describe('a history time', () => {
  // Instants in UTC; Dubai is UTC+4.
  const at = (utc: string) => new Date(`${utc}Z`);

  it('is on the 12-hour clock without a leading zero, as the visit windows are written', () => {
    expect(eventTime(at('2026-11-30T04:05:00'), 'en')).toBe('Mon, 30 Nov, 8:05 AM');
    expect(eventTime(at('2026-11-30T04:05:00'), 'ar')).toBe('الاثنين، 30 نوفمبر، 8:05 صباحًا');
  });

  it('says the Arabic part of the day as the windows do: noon until 2 pm, then evening', () => {
    expect(eventTime(at('2026-11-30T08:30:00'), 'ar')).toMatch(/12:30 ظهرًا$/);
    expect(eventTime(at('2026-11-30T09:59:00'), 'ar')).toMatch(/1:59 ظهرًا$/);
    expect(eventTime(at('2026-11-30T10:00:00'), 'ar')).toMatch(/2:00 مساءً$/);
    expect(eventTime(at('2026-11-30T19:40:00'), 'ar')).toMatch(/11:40 مساءً$/);
  });
});

describe("a service's name", () => {
  it('is the sub-service alone for the customer, which already names its trade', () => {
    expect(serviceName('air-conditioning/maintenance', 'en')).toBe('AC Maintenance');
    expect(serviceName('air-conditioning/maintenance', 'ar')).toBe('صيانة المكيفات');
    expect(serviceName('painting', 'ar')).toBe('أعمال الدهان');
  });

  it('carries its category in staff lists', () => {
    const staff = { withCategory: true };
    expect(serviceName('air-conditioning/maintenance', 'en', staff)).toBe(
      'Air Conditioning: AC Maintenance',
    );
    expect(serviceName('air-conditioning/maintenance', 'ar', staff)).toBe(
      'التكييف، صيانة المكيفات',
    );
  });
});

describe("a booking's units", () => {
  const recap = (service: string, locale: 'en' | 'ar') =>
    bookingRecap(
      serverText(locale),
      { reference: 'BK-TEST01', day: '2026-12-01', window: '10-12' },
      { service, emirate: 'dubai', area: null, propertyType: 'villa', acUnits: 2 },
      locale,
    ).unitsLabel;

  it('are AC units for a cooling service, and rooms or items for painting or a handyman', () => {
    expect(recap('air-conditioning/maintenance', 'en')).toBe('AC units');
    expect(recap('commercial-hvac', 'ar')).toBe('عدد وحدات التكييف');
    expect(recap('painting', 'en')).toBe('Rooms or items');
    expect(recap('handyman', 'ar')).toBe('عدد الغرف أو القطع');
  });
});
