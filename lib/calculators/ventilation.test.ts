import { describe, expect, it } from 'vitest';
import { fieldErrors } from './form';
import { LS_PER_CFM, M2_PER_FT2 } from './units';
import { ventilation, ventilationSchema, type VentilationInput } from './ventilation';

const base: VentilationInput = {
  space: 'office',
  area: 100,
  people: null,
  ez: 1,
  bedrooms: 0,
  bathrooms: 0,
};

describe('ventilation (ASHRAE 62.1-2019 and 62.2-2016)', () => {
  it('works the 62.1 equation for an office at the default density', () => {
    // Table 6.2.2.1, office space: 2.5 L/s per person, 0.3 L/s per m², 5 people per 100 m².
    // 100 m² → 5 people → Vbz = 2.5 × 5 + 0.3 × 100 = 42.5 L/s.
    expect(ventilation(base)).toMatchObject({
      people: 5,
      peoplePart: 12.5,
      areaPart: 30,
      breathingZone: 42.5,
      outdoorAir: 42.5,
    });
  });
  it('works a classroom of 30 pupils on 90 m² and divides by Ez', () => {
    // 5 × 30 + 0.6 × 90 = 204 L/s; warm air supplied and returned at the ceiling, Ez = 0.8: 255 L/s.
    const r = ventilation({ ...base, space: 'classroom', area: 90, people: 30, ez: 0.8 });
    expect(r.breathingZone).toBeCloseTo(204, 9);
    expect(r.outdoorAir).toBeCloseTo(255, 9);
  });
  it('works the 62.2 example of a 2,000 ft² three-bedroom house: about 90 cfm', () => {
    // Eq. 4.1b (I-P): 0.03 × 2000 + 7.5 × (3 + 1) = 90 cfm; the SI Eq. 4.1a gives 41.9 L/s = 88.7 cfm.
    const r = ventilation({
      ...base,
      space: 'dwelling',
      area: 2000 * M2_PER_FT2,
      bedrooms: 3,
      bathrooms: 2,
    });
    expect(Math.abs(r.outdoorAir / LS_PER_CFM - 90)).toBeLessThan(2);
    expect(r.exhaust).toBe(50 + 2 * 25);
  });
  it("works in imperial with the I-P edition's own figures", () => {
    // 62.1 I-P, office: 5 cfm per person, 0.06 cfm per ft², 5 people per 1,000 ft². 1,600 ft² → 8
    // people → 40 + 96 = 136 cfm. 62.2 I-P: 0.03 × 2,000 + 7.5 × 4 = 90 cfm; exhaust 100 + 2 × 50.
    const office = ventilation({ ...base, area: 1600 * M2_PER_FT2, system: 'ip' });
    expect(office.people).toBe(8);
    expect(office.outdoorAir / LS_PER_CFM).toBeCloseTo(136, 9);
    const home = ventilation({
      ...base,
      space: 'dwelling',
      area: 2000 * M2_PER_FT2,
      bedrooms: 3,
      bathrooms: 2,
      system: 'ip',
    });
    expect(home.outdoorAir / LS_PER_CFM).toBeCloseTo(90, 9);
    expect(home.exhaust / LS_PER_CFM).toBeCloseTo(200, 9);
  });
  it('refuses a fraction of a person or of a bedroom', () => {
    const office = ventilationSchema('si').safeParse({
      space: 'office',
      area: '80',
      people: '2.5',
      ez: '1',
      bedrooms: '',
      bathrooms: '',
    });
    expect(office.success).toBe(false);
    expect(fieldErrors(office.error!).people?.code).toBe('whole');
    const home = ventilationSchema('si').safeParse({
      space: 'dwelling',
      area: '120',
      people: '',
      ez: '',
      bedrooms: '1.5',
      bathrooms: '2',
    });
    expect(fieldErrors(home.error!).bedrooms?.code).toBe('whole');
  });
  it('doubles the people part when the people double', () => {
    const one = ventilation({ ...base, people: 10 }).peoplePart;
    expect(ventilation({ ...base, people: 20 }).peoplePart).toBe(2 * one);
  });
  it('takes a blank occupant count as the default density and refuses a negative area', () => {
    expect(
      ventilationSchema('si').parse({
        space: 'retail',
        area: '200',
        people: '',
        ez: '1',
        bedrooms: '0',
        bathrooms: '0',
      }).people,
    ).toBeNull();
    const bad = ventilationSchema('si').safeParse({
      space: 'retail',
      area: '-20',
      people: '',
      ez: '1',
      bedrooms: '0',
      bathrooms: '0',
    });
    expect(fieldErrors(bad.error!).area?.code).toBe('negative');
    const many = ventilationSchema('si').safeParse({
      space: 'retail',
      area: '20',
      people: '30000',
      ez: '1',
      bedrooms: '0',
      bathrooms: '0',
    });
    expect(fieldErrors(many.error!).people).toEqual({ code: 'max', limit: 20000 });
  });
});

describe('ventilation form', () => {
  it('checks bedrooms only for a home and Ez only for other spaces', () => {
    const office = {
      space: 'office',
      area: '100',
      people: '',
      ez: '1',
      bedrooms: 'x',
      bathrooms: 'x',
    };
    expect(ventilationSchema('si').safeParse(office).success).toBe(true);
    const home = ventilationSchema('si').safeParse({
      ...office,
      space: 'dwelling',
      ez: 'x',
      bedrooms: '-1',
      bathrooms: '2',
    });
    expect(fieldErrors(home.error!).bedrooms?.code).toBe('negative');
  });
});
