// The database's tables, one file per area under lib/db/schema/ (drizzle.config.ts reads this file;
// migrations are in lib/db/migrations).
//
// Row-level security is enabled on every table with no policy: the app writes through its own server
// connection (the table owner), and Supabase's public anon key can read nothing.

export * from './schema/requests';
export * from './schema/booking';
export * from './schema/prices';
export * from './schema/notify';
export * from './schema/invoices';
export * from './schema/reviews';
export * from './schema/amc-contracts';
