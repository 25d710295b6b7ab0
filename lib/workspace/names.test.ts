import { describe, expect, it } from 'vitest';
import { staffNames } from './names';

describe('staffNames', () => {
  const en = staffNames('en');
  const ar = staffNames('ar');

  it('names a service, an area, a window and an emirate in the page language', () => {
    expect(en.service('air-conditioning/repair-cleaning')).toMatch(/^Air Conditioning: /);
    expect(en.service('air-conditioning/repair-cleaning')).not.toContain('repair-cleaning');
    expect(ar.service('air-conditioning/repair-cleaning')).not.toMatch(/[a-z]/);
    expect(en.area('dubai', 'dubai-marina')).toBe('Dubai Marina');
    expect(ar.area('dubai', 'dubai-marina')).toBe('دبي مارينا');
    expect(en.window('08-10')).toBe('8:00 to 10:00 AM');
    expect(en.emirate('umm-al-quwain')).toBe('Umm Al Quwain');
    expect(en.propertyType('villa')).toBe('Villa or townhouse');
    expect(en.kind('booking')).toBe('Booked visit');
  });

  it("names a booking's status as its customer reads it, and a lead's as the pipeline does", () => {
    expect(en.status('done')).toBe('Visit done');
    expect(en.status('on_the_way')).toBe('Technician on the way');
    expect(ar.status('done')).toBe('اكتملت الزيارة');
    expect(en.status('new')).toBe('New');
  });

  it('keeps what it does not know as stored, and an empty value empty', () => {
    expect(en.area('sharjah', 'Al Nahda 2')).toBe('Al Nahda 2');
    expect(en.service('no-such-service')).toBe('no-such-service');
    expect(en.window(null)).toBe('');
    expect(en.emirate(null)).toBe('');
  });
});
