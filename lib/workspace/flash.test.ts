import { describe, expect, it } from 'vitest';
import { readFlash } from './flash';
import {
  capacityFlash,
  pricesFlash,
  recordFlash,
  scheduleFlash,
  teamFlash,
  techniciansFlash,
} from './flash-rules';

describe('readFlash', () => {
  it('shows nothing without a code', () => {
    expect(readFlash({}, capacityFlash)).toEqual([]);
    expect(readFlash({ saved: '' }, capacityFlash)).toEqual([]);
    expect(readFlash({ saved: ['capacity', 'closed'] }, capacityFlash)).toEqual([]);
  });

  it('reads a known success and an error with its fallback, in the order of the rules', () => {
    expect(readFlash({ error: 'places', saved: 'closed' }, capacityFlash)).toEqual([
      { tone: 'ok', key: 'schedule.capacityPage.saved.closed', code: 'closed' },
      {
        tone: 'error',
        key: 'schedule.capacityPage.errors.places',
        fallback: 'schedule.capacityPage.errors.failed',
        code: 'places',
      },
    ]);
  });

  it('ignores an unknown success code and turns an unknown error into the fallback', () => {
    expect(readFlash({ saved: 'nonsense' }, capacityFlash)).toEqual([]);
    expect(readFlash({ error: 'nonsense' }, techniciansFlash)).toEqual([
      {
        tone: 'error',
        key: 'schedule.technicians.errors.failed',
        fallback: 'schedule.technicians.errors.failed',
        code: 'nonsense',
      },
    ]);
  });

  it('keeps the code for a message that shows it (a technician saved)', () => {
    expect(readFlash({ saved: 'Ravi' }, techniciansFlash)).toEqual([
      { tone: 'ok', key: 'schedule.technicians.saved', code: 'Ravi' },
    ]);
  });

  it('gives the tone per code where one parameter carries both', () => {
    expect(readFlash({ outcome: 'moved' }, scheduleFlash)[0]?.tone).toBe('ok');
    expect(readFlash({ outcome: 'status_done' }, scheduleFlash)[0]?.tone).toBe('ok');
    expect(readFlash({ outcome: 'full' }, scheduleFlash)[0]?.tone).toBe('error');
    expect(readFlash({ result: 'granted' }, teamFlash)[0]?.tone).toBe('ok');
    expect(readFlash({ result: 'self' }, teamFlash)[0]).toEqual({
      tone: 'error',
      key: 'workspace.team.results.self',
      code: 'self',
    });
    expect(readFlash({ result: 'other' }, teamFlash)).toEqual([]);
  });

  it('reads a record page and a price page', () => {
    expect(readFlash({ done: 'note' }, recordFlash)).toEqual([
      { tone: 'ok', key: 'workspace.record.done.note', code: 'note' },
    ]);
    expect(readFlash({ error: 'forbidden' }, recordFlash)[0]?.key).toBe(
      'workspace.record.errors.forbidden',
    );
    expect(readFlash({ saved: 'ac-service' }, pricesFlash(['ac-service']))).toEqual([
      { tone: 'ok', key: 'admin.prices.saved', code: 'ac-service' },
    ]);
    expect(readFlash({ saved: 'gone' }, pricesFlash(['ac-service']))).toEqual([]);
  });
});
