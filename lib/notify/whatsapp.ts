import type { WhatsappSettings } from './config';
import { classifyFailure, waId, type SendFailure } from './model';

// The WhatsApp Cloud API's send endpoint, for template messages (the only kind a business may start a
// conversation with outside the 24-hour customer-service window):
//   POST {base}/{version}/{phone-number-id}/messages, Authorization: Bearer {token}
//   { messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'template',
//     template: { name, language: { code }, components: [{ type: 'body', parameters: [{ type: 'text',
//     text }] }] } }
// Success (200): { messaging_product, contacts: [{ input, wa_id }], messages: [{ id: 'wamid.…' }] }.
// Failure: { error: { message, type, code, error_data: { messaging_product, details }, fbtrace_id } }.
// tests/support/whatsapp-standin.ts answers the same way.

export interface TemplateMessage {
  /** E.164, +9715…; sent as digits (a wa_id). */
  to: string;
  template: string;
  language: string;
  /** The body's {{1}}, {{2}} … in order. */
  parameters: readonly string[];
}

export type SendResult = { ok: true; id: string } | ({ ok: false } & SendFailure);

/** The request body of one template message, as the Cloud API takes it. */
export function templateBody(message: TemplateMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: waId(message.to),
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.language },
      components: [
        {
          type: 'body',
          // Meta refuses a parameter with a new line, a tab or more than four spaces in a row.
          parameters: message.parameters.map((text) => ({ type: 'text', text: oneLine(text) })),
        },
      ],
    },
  };
}

const oneLine = (text: string) =>
  text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {4,}/g, '   ')
    .trim() || '-';

/** Sends one template message; never throws (a network error or a timeout is a retryable failure). */
export async function sendTemplate(
  settings: WhatsappSettings,
  message: TemplateMessage,
  fetchImpl: typeof fetch = fetch,
): Promise<SendResult> {
  const url = `${settings.apiBase}/${settings.version}/${settings.phoneNumberId}/messages`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${settings.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(templateBody(message)),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    const timeout = error instanceof Error && error.name === 'TimeoutError';
    return { ok: false, code: timeout ? 'timeout' : 'network', retryable: true };
  }
  const json = (await response.json().catch(() => null)) as {
    messages?: { id?: unknown }[];
    error?: { code?: unknown };
  } | null;
  const id = json?.messages?.[0]?.id;
  if (response.ok && typeof id === 'string') return { ok: true, id };
  const code = typeof json?.error?.code === 'number' ? json.error.code : undefined;
  return { ok: false, ...classifyFailure(response.status, code) };
}
