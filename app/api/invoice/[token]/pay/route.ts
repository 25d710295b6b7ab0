import { business, stripeConfig } from '@/lib/config/business';
import { now } from '@/lib/clock';
import { getDb } from '@/lib/db/client';
import { localizedPath } from '@/lib/i18n/paths';
import { invoiceByToken } from '@/lib/invoices/read';
import { createCheckoutSession } from '@/lib/payments/checkout';
import { errorCode, log } from '@/lib/log';

// "Pay now" on an invoice's private page (a plain form post, so it works without JavaScript): a
// Checkout Session for the stored invoice's total, then a 303 to Stripe's page. Nothing the browser
// sends is read but the token in the address; the invoice is paid only by the signed webhook.
export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };
const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { ...noStore, Location: location } });

export async function POST(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const { db } = await getDb();
  const found = await invoiceByToken(db, token);
  if (!found) return new Response('Not found', { status: 404, headers: noStore });
  const page = localizedPath(found.invoice.locale, `/invoice/${token}`);
  if (!stripeConfig || found.invoice.kind !== 'invoice' || found.invoice.status !== 'issued')
    return seeOther(page);
  try {
    const session = await createCheckoutSession(db, stripeConfig, {
      invoice: found.invoice,
      token,
      siteUrl: business.siteUrl,
      now: now(),
    });
    return seeOther(session.ok ? session.url : `${page}?payError=1`);
  } catch (error) {
    log.error('invoice.checkout_failed', errorCode(error));
    return seeOther(`${page}?payError=1`);
  }
}
