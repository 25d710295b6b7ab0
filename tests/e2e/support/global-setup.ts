import startSmtpSink from './smtp-sink';
import { startSupabaseStandin } from '../../support/supabase-auth-standin';
import { startStripeStandIn } from '../../support/stripe-standin';
import { stripeStandIn } from './stripe';
import { startWhatsappStandin } from '../../support/whatsapp-standin';
import { whatsappStandIn } from './whatsapp';

export const standinPort = Number(process.env.E2E_PORT ?? 3100) + 50;

/** Services the site talks to during the end-to-end run: a real SMTP server, the auth, Stripe and WhatsApp stand-ins. */
export default async function globalSetup() {
  const stopSmtp = await startSmtpSink();
  const standin = await startSupabaseStandin({ port: standinPort, signInLimit: 5 });
  // Stripe's stand-in: the main server creates Checkout Sessions there and gets its signed events.
  const stripe = await startStripeStandIn(stripeStandIn);
  // WhatsApp's: the WhatsApp server (port + 4) sends its template messages there (whatsapp.spec.ts).
  const whatsapp = await startWhatsappStandin(whatsappStandIn);
  return async () => {
    await whatsapp.close();
    await stripe.close();
    await stopSmtp();
    await standin.close();
  };
}
