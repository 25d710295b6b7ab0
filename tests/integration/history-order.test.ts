import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '@/lib/db/connect';
import { recordEvent } from '@/lib/events/record';
import { historyOfSubject } from '@/lib/events/read';
import { targets } from './databases';

// Two server instances (or a restarted one given a test clock) can stamp events with times that
// disagree with the order they were written. A history lists what was written last first, whatever
// the clocks said: a CI run showed an older change above a newer one on /admin/capacity.

describe.each(targets)('history order on $name', ({ open }) => {
  let connection: Connection;
  beforeAll(async () => {
    connection = await open();
  });
  afterAll(async () => {
    await connection.close();
  });

  it('reads a subject newest-written first, even when an earlier write carries a later time', async () => {
    const subject = `capacity:order-${randomUUID()} 08-10`;
    const write = (places: number, at: string) =>
      recordEvent(connection.db, {
        subject,
        kind: 'capacity',
        actor: 'staff:boss@example.com',
        before: null,
        after: { places },
        createdAt: new Date(at),
      });
    await write(3, '2026-11-30T06:41:00Z'); // an instance whose clock ran ahead
    await write(9, '2026-11-30T06:35:00Z'); // then another, written later
    const history = await historyOfSubject(connection.db, subject, 5);
    expect(history.map((e) => (e.after as { places: number }).places)).toEqual([9, 3]);
  });
});
