// Shared by the benches: waiting for a server, and how a browser without JavaScript posts the contact
// form to its server action.

/** Resolves once `url` answers 2xx (a server started by a bench is up), or throws after `tries`. */
export async function waitFor(url: string, tries = 240, intervalMs = 250) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${url} did not answer`);
}

/** A page's HTML; retried, because the previous bench cell can leave the server a backlog of
 * timed-out requests to finish (a connection then closes while it catches up). */
async function pageText(url: string, attempts = 5): Promise<string> {
  for (let i = 1; ; i++) {
    try {
      return await (await fetch(url)).text();
    } catch (error) {
      if (i >= attempts) throw error;
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
}

/** The hidden fields Next writes into the contact form for its server action. */
export async function contactFormAction(base: string) {
  const html = await pageText(`${base}/contact`);
  const field = (name: string) => {
    const at = html.indexOf(`name="$${name}" value="`);
    if (at < 0) return undefined;
    const from = at + `name="$${name}" value="`.length;
    return html.slice(from, html.indexOf('"', from)).replace(/&quot;/g, '"');
  };
  const actionRef = field('ACTION_1:0');
  const actionKey = field('ACTION_KEY');
  if (!actionRef || !actionKey) throw new Error('could not find the contact form action');
  return { actionRef, actionKey };
}

/** The fields of lead number `i`, in form order; every lead has its own idempotency key and e-mail. */
export function contactLeadFields(
  action: { actionRef: string; actionKey: string },
  i: number,
  tag = `${Date.now()}`,
): [string, string][] {
  return [
    ['$ACTION_REF_1', ''],
    ['$ACTION_1:0', action.actionRef],
    ['$ACTION_1:1', '["contact",{"ok":null}]'],
    ['$ACTION_KEY', action.actionKey],
    ['fullName', 'Bench Client'],
    ['email', `bench-${tag}-${i}@example.com`],
    ['phone', '050 123 4567'],
    ['message', 'Benchmark enquiry about AC maintenance.'],
    ['idempotencyKey', `bench-key-${tag}-${i}`],
    ['locale', 'en'],
    ['sourcePath', '/contact'],
    // Shown a minute ago: a post without a start time is refused as sent too fast.
    ['startedAt', String(Date.now() - 60_000)],
  ];
}

/** A distinct client address per lead, so the per-client rate limit never refuses a bench lead. */
export const benchClientIp = (i: number) => `198.18.${(i >> 8) & 255}.${i & 255}`;

/** Did the server action accept the lead? (The page it answers with shows the success state.) */
export const leadAccepted = (status: number, body: string) =>
  status === 200 && body.includes('form-success');

/** Prints rows as a Markdown table, the first row as its head. */
export function printTable(rows: string[][]) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(rows[0]!));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows.slice(1)) console.log(line(row));
}
