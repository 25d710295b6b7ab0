import type { Connection } from './connect';

// The one database connection of this server process, kept on globalThis because Next.js bundles
// pages, route handlers and the proxy separately, each with its own copy of every module: with a
// module-level variable the CSV export route opened a second embedded database on the same folder and
// read a stale copy of it (PGlite is single-process, one instance per folder). `undefined`: nothing
// has asked for it yet; `null`: the last open failed (the next request tries again).
export const processConnection = globalThis as typeof globalThis & {
  __siteDb?: Promise<Connection> | null;
};
