import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../form';
import { M2_PER_FT2 } from '../units';
import { defaultDetailedForm } from './forms';
import { detailedSchema, quickSchema } from './schema';
import { convertDetailed, fromQuery, toQuery, type CoolingLoadState } from './url';

const state = (): CoolingLoadState => ({
  mode: 'detailed',
  units: 'si',
  quick: { area: '120', space: 'villa', emirate: 'sharjah' },
  detailed: defaultDetailedForm('Living'),
});

describe('cooling-load schemas', () => {
  it('accepts the default form and returns SI input', () => {
    const r = detailedSchema('si').safeParse(defaultDetailedForm('Living'));
    expect(r.success).toBe(true);
    expect(r.data?.zones[0]?.walls[0]).toEqual({ orientation: 'W', area: 18, glass: 4 });
  });
  it('rejects a negative area and glazing larger than its wall, with their own codes', () => {
    const form = defaultDetailedForm('Living');
    form.zones[0]!.walls[0] = { orientation: 'W', area: '-5', glass: '0' };
    form.zones[0]!.walls[1] = { orientation: 'S', area: '10', glass: '12' };
    const r = detailedSchema('si').safeParse(form);
    expect(r.success).toBe(false);
    const errors = fieldErrors(r.error!);
    expect(errors['zones.0.walls.0.area']?.code).toBe('negative');
    expect(errors['zones.0.walls.1.glass']?.code).toBe('glassTooLarge');
  });
  it('rejects a wet bulb above the dry bulb', () => {
    const form = defaultDetailedForm('Living');
    form.conditions.outdoorWb = '30';
    form.conditions.outdoorDb = '28';
    expect(
      fieldErrors(detailedSchema('si').safeParse(form).error!)['conditions.outdoorWb']?.code,
    ).toBe('wetAboveDry');
  });
  it('reads imperial input and Arabic-Indic digits', () => {
    const r = quickSchema('ip').parse({ area: '١٠٧٦٫٤', space: 'office', emirate: 'dubai' });
    expect(r.area).toBeCloseTo(1076.4 * M2_PER_FT2, 6);
    expect(
      fieldErrors(
        quickSchema('si').safeParse({ area: '', space: 'office', emirate: 'dubai' }).error!,
      ).area?.code,
    ).toBe('required');
    expect(
      fieldErrors(
        quickSchema('si').safeParse({ area: '0.2', space: 'office', emirate: 'dubai' }).error!,
      ).area,
    ).toEqual({ code: 'min', limit: 1 });
  });
  it('converts every dimension when the units switch, and back', () => {
    const ip = convertDetailed(defaultDetailedForm('Living'), 'si', 'ip');
    expect(ip.zones[0]!.walls[0]!.area).toBe('193.8');
    expect(ip.conditions.outdoorDb).toBe('110');
    const si = convertDetailed(ip, 'ip', 'si');
    expect(Number(si.zones[0]!.walls[0]!.area)).toBe(18);
    expect(si.conditions.outdoorDb).toBe('43.3');
  });
});

describe('cooling-load address', () => {
  it('round-trips the detailed form, Arabic names included', () => {
    const s = state();
    s.detailed.zones[0]!.name = 'غرفة المعيشة';
    expect(fromQuery(toQuery(s), { ...state(), mode: 'quick' })).toEqual(s);
  });
  it('round-trips the quick form and ignores what it cannot read', () => {
    const s: CoolingLoadState = { ...state(), mode: 'quick', units: 'ip' };
    expect(fromQuery(toQuery(s), state())).toMatchObject({
      mode: 'quick',
      units: 'ip',
      quick: s.quick,
    });
    expect(fromQuery('mode=detailed&d=not-base64!', state()).detailed).toEqual(state().detailed);
  });
});
