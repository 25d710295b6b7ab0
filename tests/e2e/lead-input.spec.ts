import { expect, test } from '@playwright/test';
import { serverNow } from '../support/clock';
import { randomClient, uniqueEmail } from './support/db';
import { leadFormAction } from './support/actions';

const port = Number(process.env.E2E_PORT ?? 3100);
// The server that trusts no proxy (TRUSTED_PROXIES empty): next start reached directly, as a client
// could if nothing stood in front of it. See playwright.config.ts.
const untrusted = `http://localhost:${port + 3}`;

const career = (email: string) => ({
  fullName: 'Amina Khalid',
  email,
  phone: '050 123 4567',
  role: 'hvac-technician',
  message: 'Five years of split and VRF maintenance in Dubai.',
  locale: 'en',
  sourcePath: '/careers',
  startedAt: String(serverNow().getTime() - 60_000),
});

test('a client naming itself in X-Real-IP or X-Forwarded-For does not escape the lead rate limit', async ({
  request,
}) => {
  const { hidden } = await leadFormAction(request, `${untrusted}/careers`);
  const answers: string[] = [];
  // The limit is 5 applications per client in 10 minutes; with a new address claimed every time, the
  // 6th at the latest (earlier if this test ran in the last ten minutes) must be refused.
  for (let i = 0; i < 6; i++) {
    const response = await request.post(`${untrusted}/careers`, {
      headers: {
        origin: untrusted,
        'x-real-ip': `198.51.100.${i + 1}`,
        'x-forwarded-for': randomClient(),
      },
      multipart: { ...hidden, ...career(uniqueEmail(`limit-${i}`)) },
    });
    expect(response.status()).toBe(200);
    const page = await response.text();
    answers.push(
      page.includes('form-success')
        ? 'sent'
        : page.includes('several requests')
          ? 'limited'
          : 'other',
    );
  }
  expect(answers).toContain('limited');
  expect(answers).not.toContain('other');
  expect(answers.lastIndexOf('sent')).toBeLessThan(answers.indexOf('limited'));
});

test('behind a trusted proxy (nginx in the production setup), each real client has its own limit', async ({
  request,
}) => {
  // The main server trusts localhost as its proxy (E2E_PRODUCTION=1: nginx trusts the test runner as a
  // load balancer, and Node trusts nginx), so the address named in X-Forwarded-For is the client.
  const { hidden } = await leadFormAction(request, '/careers');
  for (let i = 0; i < 6; i++) {
    const response = await request.post('/careers', {
      headers: { 'x-forwarded-for': randomClient() },
      multipart: { ...hidden, ...career(uniqueEmail(`client-${i}`)) },
    });
    expect(await response.text()).toContain('form-success');
  }
});

test('a forged call of the lead action with a string instead of the form is a typed error, not a 500', async ({
  request,
  baseURL,
}) => {
  const { id } = await leadFormAction(request, '/contact');
  const response = await request.post('/contact', {
    headers: {
      origin: baseURL!,
      'next-action': id,
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      'x-forwarded-for': randomClient(),
    },
    data: JSON.stringify(['contact', { ok: null }, 'just a string']),
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('invalidRequest');
});

test('a POST from another site is refused with 403 before any action runs', async ({ request }) => {
  const { id, hidden } = await leadFormAction(request, '/contact');
  const attempts: Record<string, string>[] = [
    { origin: 'https://evil.example', 'next-action': id },
    { origin: 'https://evil.example' },
  ];
  for (const headers of attempts) {
    const response = await request.post('/contact', {
      headers,
      multipart: { ...hidden, fullName: 'Amina Khalid' },
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).toMatch(/^Forbidden/);
  }
});
