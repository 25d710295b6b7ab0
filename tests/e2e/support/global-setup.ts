import startSmtpSink from './smtp-sink';
import { startSupabaseStandin } from '../../support/supabase-auth-standin';
import { startStripeStandIn } from '../../support/stripe-standin';
import { stripeStandIn } from './stripe';

export const standinPort = Number(process.env.E2E_PORT ?? 3100) + 50;

/** Services the site talks to during the end-to-end run: a real SMTP server, the auth and Stripe stand-ins. */
export default async function globalSetup() {
  const stopSmtp = await startSmtpSink();
  const standin = await startSupabaseStandin({ port: standinPort, signInLimit: 5 });
  // Stripe's stand-in: the main server creates Checkout Sessions there and gets its signed events.
  const stripe = await startStripeStandIn(stripeStandIn);
  return async () => {
    await stripe.close();
    await stopSmtp();
    await standin.close();
  };
}
