// npm run closed-days                                   lists the closed days from today on
// npm run closed-days -- add 2027-03-09 "Eid Al Fitr" "عيد الفطر"   closes a day for visits
// npm run closed-days -- remove 2027-03-09              opens it again
// Public holidays that follow the moon sighting are announced days ahead: staff enter them here (and in
// the staff workspace once it has its schedule screen). Bookings already made on a day that closes are
// kept and listed, so staff can move them. Stop the site first on the embedded database (PGlite is one
// process at a time).
import path from 'node:path';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { uaeToday } from '../lib/config/uae-date';
import { parseEnv } from '../lib/config/schema';
import { connect } from '../lib/db/connect';
import { bookings, closedDays } from '../lib/db/schema';
import { activeStatuses } from '../lib/booking/model';

const isDate = (v: string | undefined): v is string =>
  !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

async function main() {
  const [command, day, nameEn, nameAr] = process.argv.slice(2);
  const env = parseEnv(process.env);
  const conn = await connect({
    url: env.DATABASE_URL,
    dir: path.resolve(env.PGLITE_DIR),
    migrate: !env.DATABASE_URL,
  });
  try {
    if (command === 'add') {
      if (!isDate(day) || !nameEn || !nameAr)
        throw new Error('usage: add YYYY-MM-DD "English name" "الاسم بالعربية"');
      await conn.db
        .insert(closedDays)
        .values({ day, nameEn, nameAr })
        .onConflictDoUpdate({ target: closedDays.day, set: { nameEn, nameAr } });
      const booked = await conn.db
        .select({ reference: bookings.reference, window: bookings.window })
        .from(bookings)
        .where(and(eq(bookings.day, day), inArray(bookings.status, [...activeStatuses])));
      console.log(`${day} is closed for visits (${nameEn}).`);
      if (booked.length) {
        console.log(
          `${booked.length} booking(s) already on that day; call the customers to move them:`,
        );
        console.table(booked);
      }
    } else if (command === 'remove') {
      if (!isDate(day)) throw new Error('usage: remove YYYY-MM-DD');
      await conn.db.delete(closedDays).where(eq(closedDays.day, day));
      console.log(`${day} is open for visits again.`);
    } else if (command === undefined) {
      const rows = await conn.db
        .select()
        .from(closedDays)
        .where(gte(closedDays.day, uaeToday()))
        .orderBy(closedDays.day);
      console.table(rows);
    } else {
      throw new Error(`unknown command ${command}: add, remove or nothing`);
    }
  } finally {
    await conn.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
