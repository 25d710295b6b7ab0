// The Stripe stand-in of the end-to-end run (tests/support/stripe-standin.ts): its port, keys and the
// main server's webhook, shared by the global setup and playwright.config.ts (the main server's env).
const port = Number(process.env.E2E_PORT ?? 3100);

export const stripeStandIn = {
  port: port + 40,
  secretKey: 'sk_test_e2e_standin',
  webhookSecret: 'whsec_e2e_standin_secret',
  webhookUrl: `http://localhost:${port}/api/stripe/webhook`,
};

/** The main server's Stripe settings: online payment on, through the stand-in. */
export const stripeEnv = {
  STRIPE_SECRET_KEY: stripeStandIn.secretKey,
  STRIPE_WEBHOOK_SECRET: stripeStandIn.webhookSecret,
  STRIPE_API_BASE: `http://127.0.0.1:${stripeStandIn.port}`,
};
