import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

// A real SMTP server for the end-to-end run: the site e-mails every lead to it, and the tests read
// the messages from this folder.
export const mailDir = path.join(process.cwd(), '.data/e2e-mail');
export const smtpPort = Number(process.env.E2E_PORT ?? 3100) + 25;

export default async function startSmtpSink() {
  fs.rmSync(mailDir, { recursive: true, force: true });
  fs.mkdirSync(mailDir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        fs.writeFileSync(path.join(mailDir, `${Date.now()}-${n++}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(smtpPort, 'localhost', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Headers plus the decoded body of a single-part message (quoted-printable or base64). */
export function decodeMail(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  const body = raw.slice(split).trim();
  if (/content-transfer-encoding:\s*base64/i.test(head))
    return `${head}\n\n${Buffer.from(body, 'base64').toString('utf8')}`;
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    // Literal % first, then =XX as %XX, so decodeURIComponent turns the UTF-8 bytes back into text.
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/%/g, '%25')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return `${head}\n\n${decodeURIComponent(bytes)}`;
  }
  return raw;
}

/** The e-mails received so far that mention a text (e.g. the visitor's address), decoded. */
export function mailsMentioning(text: string): string[] {
  if (!fs.existsSync(mailDir)) return [];
  return fs
    .readdirSync(mailDir)
    .map((f) => decodeMail(fs.readFileSync(path.join(mailDir, f), 'utf8')))
    .filter((m) => m.includes(text));
}

/** Each part of a message (text, HTML) decoded: a multipart e-mail's parts are encoded one by one. */
export const mailParts = (raw: string) =>
  raw.split(/\r?\n--[^\r\n]+\r?\n/).map((part) => decodeMail(part.trim()));

/** Whether an e-mail that mentions `text` (e.g. the visitor's address) says `words` in any part. */
export const mailSays = (text: string, words: string) =>
  mailsMentioning(text).some((m) => mailParts(m).some((part) => part.includes(words)));
