import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect, type Connection } from '@/lib/db/connect';

/** The databases every integration test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const targets: { name: string; open: () => Promise<Connection> }[] = [
  {
    name: 'pglite',
    open: () => connect({ dir: fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-test-')) }),
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'postgres',
          open: () => connect({ url: process.env.TEST_DATABASE_URL, dir: '', migrate: true }),
        },
      ]
    : []),
];

if (process.env.CI && !process.env.TEST_DATABASE_URL) {
  throw new Error('CI must run the integration tests on PostgreSQL too: set TEST_DATABASE_URL');
}
