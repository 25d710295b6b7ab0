import { describe, expect, it } from 'vitest';
import { classifyFailure, nextAttemptAfter, retryDelaysSeconds, statusMayMove } from './model';
import { purposeOf, reminderDue, stillOwed } from './purposes';
import { templateBody } from './whatsapp';

describe('what the queue retries', () => {
  it('retries rate limits, Meta outages, 5xx and 429; not a bad template, number or token', () => {
    for (const code of [130429, 131048, 131056, 131000, 131016, 133004, 80007, 4, 2])
      expect(classifyFailure(400, code), String(code)).toEqual({
        code: String(code),
        retryable: true,
      });
    for (const code of [132000, 132001, 131026, 131047, 131051, 190, 100])
      expect(classifyFailure(400, code).retryable, String(code)).toBe(false);
    expect(classifyFailure(503, undefined)).toEqual({ code: 'http_503', retryable: true });
    expect(classifyFailure(429, undefined).retryable).toBe(true);
    expect(classifyFailure(404, undefined)).toEqual({ code: 'http_404', retryable: false });
  });

  it('backs off longer after each failure, then gives up', () => {
    const at = new Date('2026-11-22T06:00:00Z');
    expect(nextAttemptAfter(1, at)).toEqual(new Date('2026-11-22T06:00:30Z'));
    expect(nextAttemptAfter(2, at)).toEqual(new Date('2026-11-22T06:02:00Z'));
    expect(nextAttemptAfter(retryDelaysSeconds.length + 1, at)).toBeNull();
  });

  it('moves a delivery status forward only', () => {
    expect(statusMayMove('sent', 'delivered')).toBe(true);
    expect(statusMayMove('sent', 'read')).toBe(true);
    expect(statusMayMove('read', 'delivered')).toBe(false);
    expect(statusMayMove('delivered', 'failed')).toBe(false);
    expect(statusMayMove('sent', 'failed')).toBe(true);
    expect(statusMayMove('skipped', 'delivered')).toBe(false);
  });
});

describe('the message each event owes', () => {
  it('maps the booking events to their messages, one per step', () => {
    const status = (from: string, to: string) =>
      purposeOf({ kind: 'visit_status', before: { status: from }, after: { status: to } } as never);
    expect(
      purposeOf({
        kind: 'created',
        before: null,
        after: { status: 'received', slot: '2026-11-24_10-12' },
      }),
    ).toBe('received');
    expect(status('received', 'confirmed')).toBe('confirmed');
    expect(status('confirmed', 'assigned')).toBe('assigned');
    expect(status('assigned', 'on_the_way')).toBe('on_the_way');
    expect(status('on_the_way', 'done')).toBe('done');
    expect(status('received', 'cancelled')).toBe('cancelled');
    // Who cancelled decides the words: the customer's own, or ours with an apology and a call.
    const cancelledBy = (actor: string) =>
      purposeOf({
        kind: 'visit_status',
        before: { status: 'confirmed' },
        after: { status: 'cancelled' },
        actor,
      });
    expect(cancelledBy('visitor')).toBe('cancelled');
    expect(cancelledBy('staff:ops@example.com')).toBe('cancelled_by_us');
    // Nobody was there: the customer is told the booking is closed and how to have the work done.
    expect(status('on_the_way', 'no_show')).toBe('no_show');
    // The assignment that moves the status is told by the status event; a new technician by itself.
    expect(
      purposeOf({ kind: 'assigned', before: { technicianId: null }, after: { technicianId: 't' } }),
    ).toBeNull();
    expect(
      purposeOf({ kind: 'assigned', before: { technicianId: 's' }, after: { technicianId: 't' } }),
    ).toBe('assigned');
    expect(purposeOf({ kind: 'note', before: null, after: null })).toBeNull();
  });

  it('reminds at 18:00 Dubai the evening before, only of a visit still to come on that day', () => {
    expect(reminderDue('2026-11-24')).toEqual(new Date('2026-11-23T14:00:00Z'));
    const key = 'reminder:r:2026-11-24:whatsapp';
    const evening = new Date('2026-11-23T14:00:00Z');
    expect(stillOwed('reminder', 'assigned', '2026-11-24', key, evening)).toBe(true);
    expect(stillOwed('reminder', 'cancelled', '2026-11-24', key, evening)).toBe(false);
    expect(stillOwed('reminder', 'assigned', '2026-11-25', key, evening)).toBe(false);
    expect(
      stillOwed('reminder', 'assigned', '2026-11-24', key, new Date('2026-11-23T20:00:00Z')),
    ).toBe(false);
    expect(stillOwed('cancelled', 'cancelled', '2026-11-24', 'e:whatsapp', evening)).toBe(true);
  });

  it('sends no step of a coming visit late, once the visit has ended: its ending tells instead', () => {
    const at = new Date('2026-11-23T10:00:00Z');
    for (const purpose of ['received', 'confirmed', 'assigned', 'on_the_way', 'moved'] as const) {
      expect(stillOwed(purpose, 'assigned', '2026-11-24', 'e:email', at), purpose).toBe(true);
      for (const ended of ['cancelled', 'done', 'no_show'] as const)
        expect(stillOwed(purpose, ended, '2026-11-24', 'e:email', at), purpose).toBe(false);
    }
    for (const ending of ['cancelled', 'cancelled_by_us', 'done', 'no_show'] as const)
      expect(
        stillOwed(
          ending,
          ending === 'cancelled_by_us' ? 'cancelled' : ending,
          '2026-11-24',
          'e:email',
          at,
        ),
      ).toBe(true);
  });
});

describe('the Cloud API template body', () => {
  it('names the template and language and sends each parameter on one line', () => {
    expect(
      templateBody({
        to: '+971501234567',
        template: 'booking_received',
        language: 'ar',
        parameters: ['a\nb', '   '],
      }),
    ).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '971501234567',
      type: 'template',
      template: {
        name: 'booking_received',
        language: { code: 'ar' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'a b' },
              { type: 'text', text: '-' },
            ],
          },
        ],
      },
    });
  });
});
