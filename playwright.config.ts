import { defineConfig, devices } from '@playwright/test';
import { chooseTestClock } from './tests/support/clock';
import { TEST_ANON_KEY, TEST_SERVICE_KEY } from './tests/support/jwt';
import { stripeEnv } from './tests/e2e/support/stripe';
import { whatsappEnv } from './tests/e2e/support/whatsapp';

const port = Number(process.env.E2E_PORT ?? 3100);
const relayPort = port + 2;
const testDb = process.env.TEST_DATABASE_URL;
const smtpPort = port + 25;
// E2E_PRODUCTION=1: the suite (less `renderingOnly` below) through the production setup (scripts/start-production.sh: nginx on
// `port`, caching in front of next start on port + 60 and, on PostgreSQL, a second one on port + 61 with
// the Redis page cache the script starts). The tests name a client of their own in X-Forwarded-For (each
// test its own lead rate limit); localhost is trusted to do so, like a load balancer.
const production = process.env.E2E_PRODUCTION === '1';
// Two instances need PostgreSQL: the embedded PGlite is single-process (the site refuses to start).
const instances = production && testDb ? 2 : 1;
const mainServer = production
  ? `TRUSTED_PROXIES=127.0.0.1,::1 PORT=${port} NODE_PORT=${port + 60} INSTANCES=${instances} bash scripts/start-production.sh`
  : `npx next start -H localhost -p ${port}`;
// Supabase Auth stand-in (tests/support/supabase-auth-standin.ts), started by the global setup. The
// service-role key lets an admin grant roles from the workspace (/admin/team).
const auth = {
  SUPABASE_URL: `http://localhost:${port + 50}`,
  SUPABASE_ANON_KEY: TEST_ANON_KEY,
  SUPABASE_SERVICE_ROLE_KEY: TEST_SERVICE_KEY,
};
const common = {
  ENABLE_TEST_ROUTES: '1',
  // Every server runs on one given clock, the next Monday 10:30 in Dubai, so that no booking, cut-off or
  // follow-up test depends on the hour it runs at (tests/support/clock.ts says why that instant). Only
  // the test build (npm run build:test) honours it.
  TEST_CLOCK: chooseTestClock(),
  SITE_URL: 'https://www.example.ae',
  // Leads are e-mailed to the SMTP server that tests/e2e/support/smtp-sink.ts starts.
  SMTP_URL: `smtp://localhost:${smtpPort}`,
  LEAD_NOTIFY_TO: 'leads@example.ae',
  LEAD_CONFIRM_VISITOR: '1',
};

// What the production pass leaves out: specs of what the browser renders and computes (accessibility,
// widths, keys, calculators, focus, form sizes, copy), which the build decides and nginx, Redis and a
// second instance cannot change. The plain pass runs them; the production pass keeps every spec that
// goes through the server (caching, headers, revalidation, bookings, auth, staff, payment, messages).
const renderingOnly =
  /(axe|widths|raw-keys|calculators|estimate|focus|form-size|content|prices-copy)\.spec\.ts/;

// Runs against a production build (`npm run build` first) on Debian's Chromium.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: production
        ? [/(mobile|scale)\.spec\.ts/, renderingOnly]
        : /(mobile|scale)\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'] },
      // A phone's menu and hydration are the browser's: the plain pass only (see renderingOnly).
      testMatch: production ? [] : /mobile\.spec\.ts/,
    },
    // Stops an instance and the shared cache: runs alone, once every other test is done (and only in the
    // production pass on PostgreSQL, where there are two instances; it skips itself elsewhere).
    { name: 'scale', testMatch: /scale\.spec\.ts/, dependencies: ['desktop', 'mobile'] },
  ],
  webServer: [
    {
      // next start on localhost (binding 127.0.0.1 loops redirects on English URLs in Next 16).
      // With TEST_DATABASE_URL the site stores leads in PostgreSQL, where the tests read them back.
      // With E2E_PRODUCTION=1, behind nginx (see `mainServer` above).
      command: `${testDb ? 'npx tsx scripts/db-migrate.ts && ' : ''}${mainServer}`,
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...common,
        ...auth,
        // Online payment through the Stripe stand-in the global setup starts (invoice.spec.ts).
        ...stripeEnv,
        // The tests name a client of their own in X-Forwarded-For (each test its own lead rate limit):
        // next start trusts localhost to do so, like a load balancer (lib/leads/client-address.ts).
        TRUSTED_PROXIES: '127.0.0.1,::1',
        ...(testDb ? { DATABASE_URL: testDb } : { PGLITE_DIR: `.data/e2e-pglite-${Date.now()}` }),
      },
    },
    {
      // A third server that trusts no proxy (TRUSTED_PROXIES empty), reached directly: a client's
      // X-Real-IP or X-Forwarded-For must not choose its rate-limit identity (tests/e2e/lead-input.spec.ts).
      command: `npx next start -H localhost -p ${port + 3}`,
      url: `http://localhost:${port + 3}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...common,
        ...(testDb ? { DATABASE_URL: testDb } : { PGLITE_DIR: `.data/e2e-pglite-3-${Date.now()}` }),
      },
    },
    {
      // A fourth server with WhatsApp on, through the Cloud API stand-in (tests/e2e/whatsapp.spec.ts):
      // only its bookings ask the consent question and queue messages. Staff pages work on it as on the
      // main server (the same auth stand-in and, on PostgreSQL, the same database).
      command: `npx next start -H localhost -p ${port + 4}`,
      url: `http://localhost:${port + 4}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...common,
        ...auth,
        ...whatsappEnv,
        TRUSTED_PROXIES: '127.0.0.1,::1',
        ...(testDb ? { DATABASE_URL: testDb } : { PGLITE_DIR: `.data/e2e-pglite-4-${Date.now()}` }),
      },
    },
    {
      // A second server without Supabase (accounts switched off) and, on PostgreSQL, with its database
      // behind a TCP relay the tests open and close, to see what a visitor meets while it is down.
      command: `npx next start -H localhost -p ${port + 1}`,
      url: `http://localhost:${port + 1}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...common,
        ...(testDb
          ? { DATABASE_URL: testDb.replace(/@([^:/]+)(:\d+)?\//, `@$1:${relayPort}/`) }
          : { PGLITE_DIR: `.data/e2e-pglite-2-${Date.now()}` }),
      },
    },
  ],
});
