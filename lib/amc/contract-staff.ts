import 'server-only';
import { requireStaff } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { invoiceNumberText } from '@/lib/invoices/model';
import { contractOfRequest } from './contract-store';

/** An AMC request's contract for the staff panel (the role checked here), with its invoice's number. */
export async function contractForStaff(requestId: string) {
  await requireStaff();
  const { db } = await getDb();
  const found = await contractOfRequest(db, requestId);
  return {
    contract: found?.contract ?? null,
    invoiceNumber:
      found?.invoiceNumber != null ? invoiceNumberText('invoice', found.invoiceNumber) : null,
  };
}
