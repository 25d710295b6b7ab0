import net from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { connect, type Connection } from '@/lib/db/connect';
import { processConnection } from '@/lib/db/process-connection';
import { databaseDown, noteDatabaseFailure } from '@/lib/db/seen-down';
import { targets } from './databases';

// What the proxy asks before a private page or the workspace (proxy.ts): is this process's database
// down? It answers from the connection the pages opened, never opening one of its own.

const seen = globalThis as { __siteDbSeen?: unknown; __siteDbFailedAt?: number };
let opened: Connection[] = [];

afterEach(() => {
  processConnection.__siteDb = undefined;
  seen.__siteDbSeen = undefined;
  seen.__siteDbFailedAt = undefined;
});
afterAll(async () => {
  await Promise.all(opened.map((c) => c.close()));
  opened = [];
});

/** A port that accepts connections and never answers: a database that hangs. */
async function silentPort(): Promise<{ port: number; close: () => void }> {
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

describe('databaseDown', () => {
  it('says nothing is down before any page has asked for the database (the page finds out itself)', async () => {
    expect(await databaseDown()).toBe(false);
  });

  it('says down when the last open failed', async () => {
    processConnection.__siteDb = null;
    expect(await databaseDown()).toBe(true);
  });

  it('says down for a stopped PostgreSQL (a closed port), at once', async () => {
    const connection = await connect({ url: 'postgres://user:secret@127.0.0.1:1/none', dir: '' });
    opened.push(connection);
    processConnection.__siteDb = Promise.resolve(connection);
    const started = Date.now();
    expect(await databaseDown()).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_600);
  });

  it('for a database that does not answer: down within its bound once a page failed to read it, else up (only slow), and remembers the answer', async () => {
    const silent = await silentPort();
    try {
      const connection = await connect({
        url: `postgres://user:secret@127.0.0.1:${silent.port}/none`,
        dir: '',
      });
      opened.push(connection);
      processConnection.__siteDb = Promise.resolve(connection);
      const now = Date.now();
      expect(await databaseDown(now)).toBe(false);
      expect(Date.now() - now).toBeLessThan(2_500);
      seen.__siteDbSeen = undefined;
      noteDatabaseFailure();
      const later = Date.now();
      expect(await databaseDown(later)).toBe(true);
      expect(Date.now() - later).toBeLessThan(2_500);
      // Asked again a moment later: the same answer, without a second wait.
      const again = Date.now();
      expect(await databaseDown(later + 500)).toBe(true);
      expect(Date.now() - again).toBeLessThan(100);
    } finally {
      silent.close();
    }
  });

  it.each(targets)('says up for a database that answers ($name)', async ({ open }) => {
    const connection = await open();
    opened.push(connection);
    processConnection.__siteDb = Promise.resolve(connection);
    expect(await databaseDown()).toBe(false);
  });
});
