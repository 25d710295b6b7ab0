import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './headers';

// nginx serves build assets and fonts itself (deploy/nginx.conf); they must carry the same headers as
// everything Next answers. Assets get a stricter policy of their own (default-src 'none').
describe('nginx security headers', () => {
  const conf = fs.readFileSync('deploy/security-headers.conf', 'utf8');
  const nginx = Object.fromEntries(
    [...conf.matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map((m) => [m[1]!, m[2]!]),
  );

  it('are the ones next.config.ts sends, with the same values', () => {
    for (const { key, value } of securityHeaders.filter((h) => h.key !== 'Content-Security-Policy'))
      expect(nginx[key], key).toBe(value);
    expect(Object.keys(nginx).sort()).toEqual(securityHeaders.map((h) => h.key).sort());
  });

  it('give assets a policy that allows nothing to run or embed them', () => {
    const csp = nginx['Content-Security-Policy']!;
    for (const directive of [
      "default-src 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ])
      expect(csp).toContain(directive);
  });
});
