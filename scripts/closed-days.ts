// npm run closed-days                                   lists the closed days from today on
// npm run closed-days -- add 2027-03-09 "Eid Al Fitr" "عيد الفطر"   closes a day for visits
// npm run closed-days -- remove 2027-03-09              opens it again
// Public holidays that follow the moon sighting are announced days ahead: staff enter them here or in
// the workspace (/admin/capacity); both go through lib/booking/closed-days.ts, which records each
// change. Bookings already made on a day that closes are kept and listed, so staff can move them. Stop
// the site first on the embedded database (PGlite is one process at a time).
import path from 'node:path';
import { parseEnv } from '../lib/config/schema';
import { connect } from '../lib/db/connect';
import {
  addClosedDay,
  checkClosedDay,
  isDate,
  removeClosedDay,
  upcomingClosedDays,
} from '../lib/booking/closed-days';

/** Who the settings history names for a change made here. */
const actor = 'script:closed-days';

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
      const checked = checkClosedDay({ day, nameEn, nameAr });
      if (!checked.ok)
        throw new Error(
          checked.error === 'past'
            ? `${day} is in the past`
            : 'usage: add YYYY-MM-DD "English name" "الاسم بالعربية"',
        );
      const booked = await addClosedDay(conn.db, checked.value, actor);
      console.log(`${day} is closed for visits (${checked.value.nameEn}).`);
      if (booked.length) {
        console.log(
          `${booked.length} booking(s) already on that day; call the customers to move them:`,
        );
        console.table(booked.map(({ reference, zone, window }) => ({ reference, zone, window })));
      }
    } else if (command === 'remove') {
      if (!isDate(day)) throw new Error('usage: remove YYYY-MM-DD');
      const removed = await removeClosedDay(conn.db, day, actor);
      console.log(removed ? `${day} is open for visits again.` : `${day} was not closed.`);
    } else if (command === undefined) {
      console.table(await upcomingClosedDays(conn.db));
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
