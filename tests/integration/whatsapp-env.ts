import { vi } from 'vitest';
import { startWhatsappStandin } from '../support/whatsapp-standin';

// WhatsApp switched on for an integration test, through a Cloud API stand-in of its own: the
// environment lib/notify/config.ts reads when asked (vi.unstubAllEnvs() in afterAll undoes it).

export const testWhatsapp = {
  token: 'test-token',
  phoneNumberId: '1234567890',
  appSecret: 'test-app-secret',
  verifyToken: 'test-verify',
};

/** Sets WhatsApp's environment; `apiBase` is the stand-in's address when messages are sent. */
export function stubWhatsappEnv(apiBase?: string, appSecret = testWhatsapp.appSecret) {
  vi.stubEnv('WHATSAPP_PHONE_NUMBER_ID', testWhatsapp.phoneNumberId);
  vi.stubEnv('WHATSAPP_ACCESS_TOKEN', testWhatsapp.token);
  vi.stubEnv('WHATSAPP_APP_SECRET', appSecret);
  vi.stubEnv('WHATSAPP_VERIFY_TOKEN', testWhatsapp.verifyToken);
  if (apiBase) vi.stubEnv('WHATSAPP_API_BASE', apiBase);
}

/** A stand-in started and WhatsApp pointed at it. */
export async function whatsappOn() {
  const standin = await startWhatsappStandin(testWhatsapp);
  stubWhatsappEnv(standin.url);
  return standin;
}
