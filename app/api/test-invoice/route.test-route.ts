import * as clock from '@/lib/clock';
import { taxSupplier } from '@/lib/config/business';
import { issueInvoice } from '@/lib/invoices/issue';
import { priceBasket } from '@/lib/pricing/basket';
import { listPrices } from '@/lib/pricing/price-list';
import { storeLines } from '@/lib/requests/lines';
import { bookingNotFound, bookingOfRequest } from '../_test/booking-of-request';

// A test-only route (lib/config/page-extensions.ts), compiled only into `npm run build:test`: issues
// the tax invoice of a done booking of /api/test-booking through the same function as the staff form,
// with a booked line (3 split units' deep cleaning, stored first if the booking has none) and a part
// added on site, and answers the invoice's private token (invoice.spec.ts).
export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  const { url, db, found } = await bookingOfRequest(request);
  if (!found) return bookingNotFound();
  const requestId = found.booking.leadId;
  if (!found.lines.length) {
    const basket = priceBasket(listPrices(), [
      { priceId: 'deep-cleaning.split', unitType: 'split', count: 3 },
    ]);
    await db.transaction((tx) => storeLines(tx, requestId, basket!.lines));
  }
  const issued = await issueInvoice(db, {
    requestId,
    siteLines: [
      {
        source: 'site',
        priceId: null,
        unitType: null,
        description: url.searchParams.get('part') ?? 'Run capacitor 35 µF',
        count: 1,
        unitPriceFils: 8550,
        discountFils: 0,
      },
    ],
    supplier: { ...taxSupplier, trn: '100123456700003' },
    actor: 'staff:e2e@example.ae',
    now: clock.now(),
  });
  if (!issued.ok) return Response.json({ error: issued.code }, { status: 409 });
  return Response.json({ token: issued.token, number: issued.number, requestId });
}
