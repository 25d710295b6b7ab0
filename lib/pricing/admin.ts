import 'server-only';
import { requireAdmin } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { subjectName, subjectPrefix } from '@/lib/events/model';
import { historyOfKind } from '@/lib/events/read';
import { readPrices, setPrice } from './store';

// Data access for the staff price editor. Every function checks the admin role itself, like the lead
// inbox's (lib/leads/admin.ts): a page or action that forgot to check still gets nothing.

export const HISTORY_SIZE = 50;

/** The list as the database holds it now (not the minute-long cache pages read). */
export async function pricesForStaff() {
  await requireAdmin();
  const { db } = await getDb();
  return readPrices(db);
}

/** The latest changes, newest first: who, when, which price, from what to what. */
export async function priceHistory() {
  await requireAdmin();
  const { db } = await getDb();
  return historyOfKind(db, subjectPrefix.price, 'price', HISTORY_SIZE, (e) => ({
    id: e.id,
    priceId: subjectName(e.subject),
    oldCents: e.before.cents,
    newCents: e.after.cents,
    actor: e.actor,
    createdAt: e.createdAt,
  }));
}

/** Sets a price as the signed-in admin; the audit row names them as `staff:<email>`. */
export async function savePrice(id: string, amount: number) {
  const admin = await requireAdmin();
  const { db } = await getDb();
  return setPrice(db, id, amount, `staff:${admin.email}`);
}
