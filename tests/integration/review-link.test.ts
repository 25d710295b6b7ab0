import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Connection } from '@/lib/db/connect';
import { bookings, leads, messages, reviewLinks } from '@/lib/db/schema';
import { bookingByToken } from '@/lib/booking/by-token';
import { setBookingStatus } from '@/lib/booking/store';
import { whatsappSettings } from '@/lib/notify/config';
import { processEmails, processMessages } from '@/lib/notify/queue';
import { reviewOfRequest, sendReview } from '@/lib/reviews/store';
import { newFormKey, tokenFromKey, tokenHash } from '@/lib/requests/token';
import type { Standin } from '../support/whatsapp-standin';
import { capturedMail, stubStepEmails } from './captured-mail';
import { whatsappOn } from './whatsapp-env';
import { targets } from './databases';

// The message that says a visit is done carries a link to the booking's page, where the customer
// reviews it (issues 32 and 34): a fresh token (the booking's own is kept only as a hash), the same on
// WhatsApp and by e-mail, in the customer's language; it opens the page and the review; it is kept on
// the message rows only until they are sent.

const doneAt = new Date('2026-11-30T08:00:00Z');

describe.each(targets)('the review link of a done visit on $name', ({ open }) => {
  let conn: Connection;
  let standin: Standin;
  const { mail, mailed } = capturedMail();

  beforeAll(async () => {
    standin = await whatsappOn();
    stubStepEmails();
    conn = await open();
  });
  beforeEach(async () => {
    await conn.db.execute(sql`truncate leads, bookings, events, messages, reviews cascade`);
    standin.sent.length = 0;
    mailed.length = 0;
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await conn?.close();
    await standin?.close();
  });

  /** A confirmed visit today, booked in Arabic with WhatsApp consent; its own link's token. */
  async function visitToday() {
    const token = tokenFromKey(newFormKey(), 'booking-link');
    const leadId = randomUUID();
    await conn.db.insert(leads).values({
      id: leadId,
      kind: 'booking',
      name: 'Amina Khalid',
      phone: '+971501234567',
      email: 'amina@example.com',
      emirate: 'dubai',
      area: 'Dubai Marina',
      service: 'air-conditioning/maintenance',
      locale: 'ar',
      noticeVersion: 'test',
      consentAt: doneAt,
      whatsappConsentAt: doneAt,
      idempotencyKey: randomUUID(),
    });
    const [booking] = await conn.db
      .insert(bookings)
      .values({
        leadId,
        reference: `BK-${randomUUID().slice(0, 8)}`,
        tokenHash: tokenHash(token),
        zone: 'dubai',
        day: '2026-11-30',
        window: '10-12',
        status: 'confirmed',
      })
      .returning();
    return { token, leadId, booking: booking! };
  }

  it('sends one new link on both channels; it opens the page and the review, and is not kept', async () => {
    const { token, leadId, booking } = await visitToday();
    expect(
      await setBookingStatus(conn.db, { id: booking.id }, 'done', 'staff:ops@example.com', doneAt),
    ).toEqual({
      ok: true,
    });
    expect(await processMessages(conn.db, whatsappSettings()!, doneAt)).toMatchObject({ sent: 1 });
    expect(await processEmails(conn.db, mail, doneAt)).toMatchObject({ sent: 1 });

    const [done] = standin.sent;
    expect(done).toMatchObject({ template: 'booking_done', language: 'ar' });
    const link = done!.parameters[2]!;
    expect(link).toMatch(/^https?:\/\/[^/]+\/ar\/book\/[\w-]{43}$/);
    const linkToken = link.split('/').at(-1)!;
    expect(linkToken).not.toBe(token);
    // The same link in the e-mail, under the words that say what it is for.
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.text).toContain(`قيّم الزيارة من صفحة حجزك`);
    expect(mailed[0]!.text).toContain(link);
    // Only its hash is stored; the rows that carried it have let it go.
    expect(await conn.db.select().from(reviewLinks)).toEqual([
      expect.objectContaining({ tokenHash: tokenHash(linkToken), bookingId: booking.id }),
    ]);
    const rows = await conn.db.select().from(messages).where(eq(messages.requestId, leadId));
    expect(rows.map((r) => r.link)).toEqual([null, null]);

    // The link opens the booking's page, as the booking's own does, and the review is sent through it.
    expect((await bookingByToken(conn.db, linkToken))?.booking.id).toBe(booking.id);
    expect((await bookingByToken(conn.db, token))?.booking.id).toBe(booking.id);
    const sent = await sendReview(
      conn.db,
      linkToken,
      { rating: '5', comment: 'نظيف وسريع', displayName: 'أمينة', consent: 'yes', locale: 'ar' },
      new Date(doneAt.getTime() + 3600_000),
    );
    expect(sent).toMatchObject({ ok: true });
    expect(await reviewOfRequest(conn.db, leadId)).toMatchObject({ rating: 5 });

    // A token nobody was sent opens nothing.
    expect(await bookingByToken(conn.db, tokenFromKey(newFormKey(), 'booking-link'))).toBeNull();
  });

  it('mints a link only when the visit is done', async () => {
    const { booking } = await visitToday();
    expect(
      await setBookingStatus(
        conn.db,
        { id: booking.id },
        'on_the_way',
        'staff:ops@example.com',
        doneAt,
      ),
    ).toEqual({ ok: true });
    expect(await conn.db.select().from(reviewLinks)).toEqual([]);
  });
});
