import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Connection } from '@/lib/db/connect';
import { leads, messages } from '@/lib/db/schema';
import { issueInvoice } from '@/lib/invoices/issue';
import { markPaidOnSite } from '@/lib/invoices/pay';
import { whatsappSettings } from '@/lib/notify/config';
import { processEmails, processMessages } from '@/lib/notify/queue';
import type { Standin } from '../support/whatsapp-standin';
import { capturedMail, stubStepEmails } from './captured-mail';
import { whatsappOn } from './whatsapp-env';
import { targets } from './databases';
import { capacitor, doneJob, now, supplier } from './invoice-fixtures';

// Closing the job tells the customer (issue 33, point 6): the invoice issued, with its own private
// link, and the payment received, on WhatsApp (with consent) and by e-mail, in their language. The
// link is kept on the message row only until it is sent.

describe.each(targets)('invoice messages on $name', ({ open }) => {
  let conn: Connection;
  let standin: Standin;
  const { mail, mailed } = capturedMail();

  beforeAll(async () => {
    standin = await whatsappOn();
    stubStepEmails();
    conn = await open();
  });
  beforeEach(async () => {
    await conn.db.execute(
      sql`truncate leads, bookings, events, request_lines, invoices, invoice_lines, messages cascade`,
    );
    await conn.db.execute(sql`update invoice_counters set last = 0`);
    standin.sent.length = 0;
    mailed.length = 0;
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await conn?.close();
    await standin?.close();
  });

  it('sends the invoice with its link, then the payment received, on both channels, once', async () => {
    const requestId = await doneJob(conn.db, { locale: 'ar' });
    await conn.db.update(leads).set({ whatsappConsentAt: now }).where(eq(leads.id, requestId));
    const issued = await issueInvoice(conn.db, {
      requestId,
      siteLines: [capacitor],
      supplier,
      actor: 'staff:ops@example.com',
      now,
    });
    if (!issued.ok) throw new Error(issued.code);
    const path = `/ar/invoice/${issued.token}`;

    const settings = whatsappSettings()!;
    expect(await processMessages(conn.db, settings, now)).toMatchObject({ sent: 1 });
    expect(await processEmails(conn.db, mail, now)).toMatchObject({ sent: 1 });
    expect(await processMessages(conn.db, settings, now)).toMatchObject({ sent: 0 });
    const [message] = standin.sent;
    expect(message).toMatchObject({ template: 'booking_invoice_issued', language: 'ar' });
    expect(message!.parameters).toEqual([
      'Amina',
      issued.number,
      expect.stringContaining('درهم'),
      expect.stringMatching(new RegExp(`^https?://[^/]+${path}$`)),
    ]);
    expect(mailed[0]!.subject).toBe(`فاتورتك الضريبية ${issued.number}: ${message!.parameters[2]}`);
    expect(mailed[0]!.text).toContain(path);
    // Sent: the link is no longer kept anywhere.
    expect(
      (await conn.db.select({ link: messages.link }).from(messages)).map((m) => m.link),
    ).toEqual([null, null]);

    expect(
      await markPaidOnSite(conn.db, {
        invoiceId: issued.invoiceId,
        actor: 'staff:ops@example.com',
        reason: 'Cash on completion',
        now,
      }),
    ).toBe(true);
    await processMessages(conn.db, settings, now);
    await processEmails(conn.db, mail, now);
    expect(standin.sent.map((m) => m.template)).toEqual([
      'booking_invoice_issued',
      'booking_invoice_paid',
    ]);
    expect(mailed.map((m) => m.subject)).toEqual([
      mailed[0]!.subject,
      `استلمنا دفعتك للفاتورة ${issued.number}`,
    ]);
  });
});
