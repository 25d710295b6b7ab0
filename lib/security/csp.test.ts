import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, stampPagePolicy } from './csp';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('the policy a cached page carries', () => {
  const page = (price: string) => ({
    kind: 'APP_PAGE',
    html: `<html><script>self.__next_f.push([1,"${price}"])</script><script type="application/ld+json">{"a":1}</script><script src="/_next/x.js"></script></html>`,
    headers: { 'x-next-cache-tags': 'prices' } as Record<string, unknown>,
  });

  it('lists the hashes of its own inline scripts, keeps its other headers, and follows each new version', () => {
    const first = page('150');
    stampPagePolicy('/route-cache/APP_PAGE/x/$/en/fujairah/painting-services', first);
    const policy = String(first.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' ${sha('self.__next_f.push([1,"150"])')};`);
    expect(policy).toContain("object-src 'none'");
    expect(first.headers['x-next-cache-tags']).toBe('prices');

    // The price changed: the same entry, regenerated, carries the new script's hash and not the old one.
    const second = page('180');
    stampPagePolicy('/route-cache/APP_PAGE/x/$/en/fujairah/painting-services', second);
    const next = String(second.headers['content-security-policy']);
    expect(next).toContain(sha('self.__next_f.push([1,"180"])'));
    expect(next).not.toContain(sha('self.__next_f.push([1,"150"])'));
  });

  it('leaves anything that is not a page alone', () => {
    const data = { kind: 'FETCH', data: { body: '<script>x</script>' } } as Record<string, unknown>;
    stampPagePolicy('/prices', data);
    expect(data.headers).toBeUndefined();
    expect(() => stampPagePolicy('/gone', null)).not.toThrow();
    // The site-wide 404, served only where the fixed policy already applies.
    const notFound = page('404');
    stampPagePolicy('/route-cache/APP_PAGE/x/$/_not-found', notFound);
    expect(notFound.headers['content-security-policy']).toBeUndefined();
  });

  it('hashes scripts that run, not JSON-LD data blocks or external scripts', () => {
    expect(
      inlineScriptHashes(
        '<script>a()</script><script type="module">b()</script><script type="application/ld+json">{}</script><script src="c.js"></script>',
      ),
    ).toEqual([sha('a()'), sha('b()')]);
  });
});
