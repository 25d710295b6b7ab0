import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Connection } from '@/lib/db/connect';
import { bookings, events, leads, reviews } from '@/lib/db/schema';
import { hideReview, publishReview, replyToReview } from '@/lib/reviews/moderate';
import { publishedReviews, ratingSummary } from '@/lib/reviews/read';
import { reviewOfRequest, sendReview, type ReviewForm } from '@/lib/reviews/store';
import { tokenHash } from '@/lib/requests/token';
import { targets } from './databases';

// Reviews of visits: one per booking, only through its private link, only once it is done and within
// the time limit, changed for 48 hours then fixed; averages of published reviews only; hidden counted.

const doneAt = new Date('2026-11-30T08:00:00Z');
const later = (hours: number) => new Date(doneAt.getTime() + hours * 3600_000);

async function visit(
  db: Connection['db'],
  opts: { status?: 'done' | 'confirmed'; emirate?: string; service?: string } = {},
) {
  const token = randomBytes(32).toString('base64url').slice(0, 43);
  const leadId = randomUUID();
  await db.insert(leads).values({
    id: leadId,
    kind: 'booking',
    name: 'Amina Khalid',
    phone: '+971501234567',
    emirate: opts.emirate ?? 'dubai',
    area: 'Dubai Marina',
    service: opts.service ?? 'air-conditioning/maintenance',
    locale: 'en',
    noticeVersion: 'test',
    consentAt: doneAt,
    idempotencyKey: randomUUID(),
  });
  await db.insert(bookings).values({
    leadId,
    reference: `BK-${randomUUID().slice(0, 8)}`,
    tokenHash: tokenHash(token),
    zone: 'dubai',
    day: '2026-11-30',
    window: '10-12',
    status: opts.status ?? 'done',
    updatedAt: doneAt,
  });
  return { token, leadId };
}

const form = (over: Partial<ReviewForm> = {}): ReviewForm => ({
  rating: '5',
  comment: 'Quick and tidy.',
  displayName: 'Amina K.',
  consent: 'yes',
  locale: 'en',
  ...over,
});

describe.each(targets)('reviews on $name', ({ open }) => {
  let conn: Connection;
  beforeAll(async () => {
    conn = await open();
  });
  beforeEach(async () => {
    await conn.db.execute(sql`truncate leads, bookings, reviews, events cascade`);
  });
  afterAll(async () => conn?.close());

  it('takes one review per visit and refuses a second, even sent at once', async () => {
    const { token, leadId } = await visit(conn.db);
    const results = await Promise.all([
      sendReview(conn.db, token, form(), later(1)),
      sendReview(conn.db, token, form({ rating: '1' }), later(1)),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, error: 'exists' }]);
    const again = await sendReview(conn.db, token, form(), later(2));
    expect(again).toEqual({ ok: false, error: 'exists' });
    const rows = await conn.db.select().from(reviews);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      requestId: leadId,
      status: 'pending',
      service: 'air-conditioning',
    });
  });

  it('refuses a review before the visit is done, and one after the time limit', async () => {
    const early = await visit(conn.db, { status: 'confirmed' });
    expect(await sendReview(conn.db, early.token, form(), later(1))).toEqual({
      ok: false,
      error: 'notDone',
    });
    const old = await visit(conn.db);
    expect(await sendReview(conn.db, old.token, form(), later(31 * 24))).toEqual({
      ok: false,
      error: 'tooLate',
    });
    expect(await conn.db.select().from(reviews)).toHaveLength(0);
  });

  it('refuses a forged or unknown link and changes nothing', async () => {
    await visit(conn.db);
    const forged = randomBytes(32).toString('base64url').slice(0, 43);
    expect(await sendReview(conn.db, forged, form(), later(1))).toEqual({
      ok: false,
      error: 'notFound',
    });
    expect(await sendReview(conn.db, '../x', form(), later(1))).toEqual({
      ok: false,
      error: 'notFound',
    });
    expect(await conn.db.select().from(reviews)).toHaveLength(0);
  });

  it('holds a comment with a link, a phone number or an e-mail, and keeps HTML as text', async () => {
    const texts = {
      'see www.example.com': 'link',
      'call me ٠٥٠ ١٢٣ ٤٥٦٧': 'phone',
      'write to a@b.ae': 'email',
    } as const;
    for (const [comment, reason] of Object.entries(texts)) {
      const { token, leadId } = await visit(conn.db);
      expect(await sendReview(conn.db, token, form({ comment }), later(1))).toMatchObject({
        ok: true,
        status: 'held',
      });
      expect(await reviewOfRequest(conn.db, leadId)).toMatchObject({ heldReason: reason });
    }
    const { token, leadId } = await visit(conn.db);
    await sendReview(conn.db, token, form({ comment: '<b>great</b> job' }), later(1));
    expect(await reviewOfRequest(conn.db, leadId)).toMatchObject({
      status: 'pending',
      comment: '<b>great</b> job',
    });
  });

  it('lets its author change it for 48 hours, back to staff, then keeps it fixed', async () => {
    const { token, leadId } = await visit(conn.db);
    await sendReview(conn.db, token, form(), later(1));
    const sent = (await reviewOfRequest(conn.db, leadId))!;
    await publishReview(conn.db, sent.id, 'staff:ops@example.com', later(2));
    const edit = form({ rating: '4', reviewId: sent.id });
    expect(await sendReview(conn.db, token, edit, later(40))).toEqual({
      ok: true,
      status: 'pending',
      edited: true,
    });
    expect(await reviewOfRequest(conn.db, leadId)).toMatchObject({ rating: 4, publishedAt: null });
    expect(await sendReview(conn.db, token, edit, later(50))).toEqual({
      ok: false,
      error: 'fixed',
    });
  });

  it('averages published reviews only, by service and emirate, and counts the hidden', async () => {
    expect(await ratingSummary(conn.db)).toEqual({ count: 0, average: null, hidden: 0 });
    const sent = [];
    for (const [rating, emirate, service] of [
      ['5', 'dubai', 'air-conditioning/repair-cleaning'],
      ['4', 'dubai', 'mep'],
      ['2', 'sharjah', 'air-conditioning'],
      ['1', 'dubai', 'air-conditioning'],
      ['3', 'dubai', 'air-conditioning'],
    ] as const) {
      const { token, leadId } = await visit(conn.db, { emirate, service });
      await sendReview(conn.db, token, form({ rating }), later(1));
      sent.push((await reviewOfRequest(conn.db, leadId))!.id);
    }
    const [five, four, two, one] = sent;
    for (const id of [five!, four!, two!, one!])
      await publishReview(conn.db, id, 'staff:x', later(2));
    await hideReview(conn.db, one!, 'abuse', 'staff:x', later(3));
    // The fifth (3 stars) is still waiting for staff: it counts nowhere.
    expect(await ratingSummary(conn.db)).toEqual({ count: 3, average: 3.7, hidden: 1 });
    expect(await ratingSummary(conn.db, { emirate: 'dubai' })).toEqual({
      count: 2,
      average: 4.5,
      hidden: 1,
    });
    expect(await ratingSummary(conn.db, { service: 'air-conditioning' })).toEqual({
      count: 2,
      average: 3.5,
      hidden: 1,
    });
    const shown = await publishedReviews(conn.db, {
      service: 'air-conditioning',
      emirate: 'dubai',
    });
    expect(shown.map((r) => r.rating)).toEqual([5]);
  });

  it('hides only for a listed reason and shows the reply', async () => {
    const { token, leadId } = await visit(conn.db);
    await sendReview(conn.db, token, form(), later(1));
    const { id } = (await reviewOfRequest(conn.db, leadId))!;
    await expect(
      conn.db.execute(sql`update reviews set status = 'hidden' where id = ${id}`),
    ).rejects.toThrow();
    expect(await replyToReview(conn.db, id, '  ', 'staff:x')).toEqual({
      ok: false,
      reason: 'empty',
    });
    await replyToReview(conn.db, id, 'Thank you, Amina.', 'staff:x', later(2));
    await publishReview(conn.db, id, 'staff:x', later(2));
    expect((await publishedReviews(conn.db))[0]).toMatchObject({ reply: 'Thank you, Amina.' });
    // Each step is in the request's history, with who did it.
    const history = await conn.db
      .select({ actor: events.actor, after: events.after })
      .from(events)
      .where(eq(events.requestId, leadId))
      .orderBy(events.createdAt);
    expect(history.map((e) => [(e.after as { action: string }).action, e.actor])).toEqual([
      ['sent', 'visitor'],
      ['replied', 'staff:x'],
      ['published', 'staff:x'],
    ]);
  });
});
