import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connect } from '@/lib/db/connect';
import { leads } from '@/lib/db/schema';
import { installConsoleGuard } from '@/lib/log/console-guard';
import { targets } from './databases';

// A staff search or the export while the database is down: the error reaches Next.js, which prints it
// with console.error. Whatever the driver put in its message (the query's values: what a visitor typed)
// must not reach the log. The same error is printed through a console without the guard first, to
// show the test would see the leak.
const typed = { email: 'amina.khalid@example.ae', phone: '+971 50 123 4567' };

function capture() {
  const lines: string[] = [];
  const sink = { error: (...a: unknown[]) => lines.push(a.map(String).join(' ')) };
  const fake = {
    error: (...a: unknown[]) =>
      lines.push(
        a.map((x) => (x instanceof Error ? `${x.stack}\n${x.message}` : String(x))).join(' '),
      ),
    warn: sink.error,
    log: sink.error,
    info: sink.error,
    debug: sink.error,
  } as unknown as Console;
  return { lines, fake };
}

async function failedSearch(open: () => ReturnType<typeof connect>) {
  const conn = await open();
  try {
    await conn.close();
    // The connection is gone: the query fails, and the driver's error names its parameters.
    await conn.db
      .select()
      .from(leads)
      .where(eq(leads.email, `${typed.email} ${typed.phone}`));
  } catch (error) {
    return error;
  }
  throw new Error('the query did not fail');
}

const unreachable = {
  name: 'postgres-down',
  open: () => connect({ url: 'postgres://site:site@127.0.0.1:9/site', dir: '' }),
};

describe.each([...targets, unreachable])('$name: a failed query printed to the log', ({ open }) => {
  it('carries no value the query was given', async () => {
    const error = await failedSearch(open);
    const bare = capture();
    bare.fake.error(error);
    // Without the guard the driver's message (or Drizzle's "params:") shows what was searched for.
    expect(bare.lines.join('\n')).toContain(typed.email);

    const guarded = capture();
    installConsoleGuard(guarded.fake);
    guarded.fake.error(' ⨯', error);
    guarded.fake.error(`Failed query: select … params: ${typed.email},${typed.phone}`);
    guarded.fake.warn({ query: 'select', params: [typed.email, typed.phone] });
    const printed = guarded.lines.join('\n');
    expect(printed).not.toContain(typed.email);
    expect(printed).not.toMatch(/123\s?4567/);
    expect(printed).toContain('message withheld');
  });
});
