import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for Meta's WhatsApp Cloud API (which cannot run here), speaking its contract as
// lib/notify/whatsapp.ts and Meta's documentation have it:
//   POST /{version}/{phone-number-id}/messages with Authorization: Bearer <token> and a template
//   message; 200 { messaging_product, contacts: [{ input, wa_id }], messages: [{ id: 'wamid.…' }] };
//   errors as Graph errors { error: { message, type, code, error_data: { messaging_product, details },
//   fbtrace_id } } (190 for a bad token, 100 for a malformed request, 132001 for an unknown template).
// It can be told to fail (a 5xx, a Meta error code, a timeout) for the next n sends, and builds the
// webhooks Meta would post (statuses, inbound texts), signed with the app secret as Meta signs them.
// Test-only controls live under /__test and are not part of the contract.

export interface StandinMessage {
  id: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
  at: number;
}

/** How the next sends fail: an HTTP 5xx, a Meta error (with its HTTP status), or no answer at all. */
export type Failure =
  | { kind: 'http'; status: number }
  | { kind: 'meta'; code: number; status?: number }
  | { kind: 'timeout' };

export interface StandinOptions {
  port?: number;
  token: string;
  phoneNumberId: string;
  /** Templates that exist (any name when omitted). */
  templates?: readonly string[];
}

export interface Standin {
  url: string;
  sent: StandinMessage[];
  /** Fail the next `times` sends (Infinity: until told otherwise). */
  failNext: (failure: Failure, times?: number) => void;
  recover: () => void;
  close: () => Promise<void>;
}

export async function startWhatsappStandin(options: StandinOptions): Promise<Standin> {
  const sent: StandinMessage[] = [];
  let failure: Failure | null = null;
  let failuresLeft = 0;
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const raw = await readBody(req);
    const send = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(data));
    };
    if (url.pathname.startsWith('/__test/')) return testRoute(url.pathname, raw, send);
    const match = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(url.pathname);
    if (!match || req.method !== 'POST')
      return send(400, graphError(100, 'Unsupported request', 'GraphMethodException'));
    if (req.headers.authorization !== `Bearer ${options.token}`)
      return send(401, graphError(190, 'Invalid OAuth access token', 'OAuthException'));
    if (match[1] !== options.phoneNumberId)
      return send(400, graphError(100, 'Invalid parameter', 'OAuthException', 'phone number id'));
    if (failure && failuresLeft > 0) {
      failuresLeft--;
      const f = failure;
      if (f.kind === 'timeout') return void hanging.add(res);
      if (f.kind === 'http') return send(f.status, { message: 'Service Unavailable' });
      return send(f.status ?? 400, graphError(f.code, `(#${f.code}) error`, 'OAuthException'));
    }
    const body = parseJson(raw) as TemplateRequest | null;
    const problem = invalid(body);
    if (problem || !body)
      return send(400, graphError(100, 'Invalid parameter', 'OAuthException', problem));
    const template = body.template!;
    if (options.templates && !options.templates.includes(template.name))
      return send(
        404,
        graphError(132001, 'Template name does not exist in the translation', 'OAuthException'),
      );
    const id = `wamid.${randomBytes(18).toString('base64url')}`;
    sent.push({
      id,
      to: body.to!,
      template: template.name,
      language: template.language.code,
      parameters: (template.components ?? [])
        .filter((c) => c.type === 'body')
        .flatMap((c) => c.parameters.map((p) => p.text)),
      at: Date.now(),
    });
    send(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id }],
    });
  });

  function testRoute(path: string, raw: string, send: (s: number, d: unknown) => void) {
    if (path === '/__test/sent') return send(200, sent);
    if (path === '/__test/fail') {
      const { failure: f, times } = parseJson(raw) as { failure: Failure; times?: number };
      failNext(f, times);
      return send(200, {});
    }
    if (path === '/__test/recover') return (recover(), send(200, {}));
    send(404, {});
  }

  function failNext(f: Failure, times = Infinity) {
    failure = f;
    failuresLeft = times;
  }
  function recover() {
    failure = null;
    failuresLeft = 0;
    for (const res of hanging) res.destroy();
    hanging.clear();
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    failNext,
    recover,
    close: () => {
      recover();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

interface TemplateRequest {
  messaging_product?: string;
  recipient_type?: string;
  to?: string;
  type?: string;
  template?: {
    name: string;
    language: { code: string };
    components?: { type: string; parameters: { type: string; text: string }[] }[];
  };
}

/** What Meta would refuse in a template message, as its (#100) error details say; null: valid. */
function invalid(body: TemplateRequest | null): string | null {
  if (!body) return 'body is not JSON';
  if (body.messaging_product !== 'whatsapp') return 'messaging_product must be whatsapp';
  if (!body.to || !/^\d{8,15}$/.test(body.to)) return 'to must be a phone number';
  if (body.type !== 'template' || !body.template?.name) return 'template is required';
  if (!body.template.language?.code) return 'template.language.code is required';
  for (const c of body.template.components ?? [])
    for (const p of c.parameters ?? [])
      if (p.type !== 'text' || !p.text || /[\n\t]| {5,}/.test(p.text))
        return 'Param text cannot have new-line/tab characters or more than 4 consecutive spaces';
  return null;
}

function graphError(code: number, message: string, type: string, details?: string | null) {
  return {
    error: {
      message,
      type,
      code,
      error_data: { messaging_product: 'whatsapp', details: details ?? message },
      fbtrace_id: randomBytes(8).toString('base64url'),
    },
  };
}

/** A webhook body as Meta posts it, with one change under `value`. */
export function webhookBody(phoneNumberId: string, value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA_ID',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '97145550100', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/** A status webhook: sent, delivered, read, or failed with Meta's error. */
export const statusValue = (
  wamid: string,
  status: 'sent' | 'delivered' | 'read' | 'failed',
  recipient: string,
  errorCode?: number,
) => ({
  statuses: [
    {
      id: wamid,
      status,
      timestamp: String(Math.floor(Date.now() / 1000)),
      recipient_id: recipient,
      ...(errorCode
        ? {
            errors: [
              {
                code: errorCode,
                title: 'Message undeliverable',
                message: 'Message undeliverable',
                error_data: { details: 'Message Undeliverable.' },
              },
            ],
          }
        : {}),
    },
  ],
});

/** An inbound text from a customer. */
export const inboundTextValue = (from: string, text: string) => ({
  contacts: [{ profile: { name: 'Customer' }, wa_id: from }],
  messages: [
    {
      from,
      id: `wamid.${randomBytes(18).toString('base64url')}`,
      timestamp: String(Math.floor(Date.now() / 1000)),
      type: 'text',
      text: { body: text },
    },
  ],
});

/** The X-Hub-Signature-256 header Meta sends: sha256= HMAC-SHA256 of the raw body with the app secret. */
export const hubSignature = (appSecret: string, raw: string) =>
  `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(''));
  });
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
