import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { refuseForeignOrigin } from './foreign-origin';

const post = (headers: Record<string, string>, method = 'POST') =>
  new NextRequest('http://localhost:3000/contact', {
    method,
    headers: { host: 'localhost:3000', ...headers },
  });

describe('refuseForeignOrigin', () => {
  it('answers a POST from another site with a plain 403', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3001']) {
      const response = refuseForeignOrigin(post({ origin, 'next-action': 'abc' }));
      expect(response?.status).toBe(403);
      expect(await response?.text()).toMatch(/^Forbidden/);
    }
  });

  it("lets through the site's own posts, other methods and posts without an Origin", () => {
    expect(refuseForeignOrigin(post({ origin: 'http://localhost:3000' }))).toBeUndefined();
    expect(
      refuseForeignOrigin(
        post({ origin: 'https://www.example.ae', 'x-forwarded-host': 'www.example.ae' }),
      ),
    ).toBeUndefined();
    expect(refuseForeignOrigin(post({}))).toBeUndefined();
    expect(refuseForeignOrigin(post({ origin: 'https://evil.example' }, 'GET'))).toBeUndefined();
  });
});
