import type { StandinMessage } from '../../support/whatsapp-standin';

// The WhatsApp Cloud API stand-in of the end-to-end run (tests/support/whatsapp-standin.ts), started by
// the global setup, and the one server that sends through it: `next start` on port + 4 with WhatsApp
// configured (the main server keeps WhatsApp off, so no other spec meets the consent question). Its
// worker polls every half second.
const port = Number(process.env.E2E_PORT ?? 3100);

export const whatsappStandIn = {
  port: port + 45,
  token: 'e2e-whatsapp-token',
  phoneNumberId: '109876543210',
  appSecret: 'e2e-whatsapp-app-secret',
  verifyToken: 'e2e-whatsapp-verify',
};

/** The server that sends WhatsApp messages. */
export const whatsappServer = `http://localhost:${port + 4}`;

export const whatsappEnv = {
  WHATSAPP_PHONE_NUMBER_ID: whatsappStandIn.phoneNumberId,
  WHATSAPP_ACCESS_TOKEN: whatsappStandIn.token,
  WHATSAPP_APP_SECRET: whatsappStandIn.appSecret,
  WHATSAPP_VERIFY_TOKEN: whatsappStandIn.verifyToken,
  WHATSAPP_API_BASE: `http://127.0.0.1:${whatsappStandIn.port}`,
  WHATSAPP_POLL_MS: '500',
};

/** What the stand-in received for one number (E.164 digits, as the Cloud API's `to`), oldest first. */
export async function sentTo(to: string): Promise<StandinMessage[]> {
  const all = (await (
    await fetch(`http://127.0.0.1:${whatsappStandIn.port}/__test/sent`)
  ).json()) as StandinMessage[];
  return all.filter((m) => m.to === to);
}
