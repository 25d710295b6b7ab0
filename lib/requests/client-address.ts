import { BlockList, isIP } from 'node:net';

// The address the lead rate limit counts submissions by, and why it can be trusted.
//
// Next.js does not show the TCP peer to a server action: NextRequest.ip is gone since Next 15, and
// `next start` only fills X-Forwarded-For with the socket's address when the request has none
// (`??=` in next/dist/server/base-server.js), so a client that sends its own X-Forwarded-For or
// X-Real-IP chooses what the app reads. So the server process resolves the client itself, once per
// request, before Next.js sees it: instrumentation.ts subscribes to Node's `http.server.request.start`
// diagnostics channel, which hands over the request together with its socket, and stamps the address
// resolved here into a header of our own (`x-site-client`), prefixed with a secret made at start-up, so
// a client sending that header is not believed either.
//
// Resolution follows nginx's realip module with the same TRUSTED_PROXIES setting: a peer that is not a
// trusted proxy is the client, whatever headers it sends. A trusted peer (production: the nginx of
// scripts/start-production.sh on localhost, which tells next start to trust loopback) names the client
// in X-Real-IP, or else in X-Forwarded-For, read from the right and skipping further trusted proxies.

export const CLIENT_HEADER = 'x-site-client';
const TOKEN = Symbol.for('site.clientAddressToken');
type WithToken = typeof globalThis & { [TOKEN]?: string };

/** The secret that proves a stamp came from this process (shared by its bundles through globalThis). */
export function stampToken(): string {
  const global = globalThis as WithToken;
  return (global[TOKEN] ??= crypto.randomUUID());
}

/** The rate-limit identity of a request: the stamped address, or one shared key without a stamp. */
export function clientAddress(headers: Pick<Headers, 'get'>): string {
  const stamp = headers.get(CLIENT_HEADER);
  const token = (globalThis as WithToken)[TOKEN];
  if (!stamp || !token || !stamp.startsWith(`${token} `)) return 'unknown';
  return stamp.slice(token.length + 1);
}

/** A matcher for TRUSTED_PROXIES: comma-separated addresses or CIDRs (IPv4 and IPv6). */
export function trustedProxies(list: string | undefined): (address: string) => boolean {
  const blocks = new BlockList();
  let any = false;
  for (const entry of (list ?? '').split(',').map((e) => e.trim())) {
    if (!entry) continue;
    const [network = '', prefix] = entry.split('/');
    const family = isIP(network);
    if (!family) throw new Error(`TRUSTED_PROXIES: not an address or CIDR: ${entry}`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) blocks.addAddress(network, type);
    else blocks.addSubnet(network, Number(prefix), type);
    any = true;
  }
  return (address) => {
    const plain = unmapped(address);
    const family = isIP(plain);
    return any && family !== 0 && blocks.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/** '::ffff:203.0.113.7' (an IPv4 client on a dual-stack socket) is 203.0.113.7. */
const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** The client of one request, from its TCP peer and, only when that peer is trusted, its headers. */
export function resolveClientAddress(
  request: { peer: string | undefined; realIp?: string; forwardedFor?: string },
  isTrusted: (address: string) => boolean,
): string {
  const peer = unmapped(request.peer ?? '');
  if (!peer || !isTrusted(peer)) return peer || 'unknown';
  const realIp = unmapped(request.realIp?.trim() ?? '');
  if (isIP(realIp)) return realIp;
  const hops = (request.forwardedFor ?? '')
    .split(',')
    .map((hop) => unmapped(hop.trim()))
    .filter((hop) => isIP(hop));
  // From the nearest hop outwards: the first address that is not one of our proxies is the client.
  for (let i = hops.length - 1; i >= 0; i--) if (!isTrusted(hops[i]!)) return hops[i]!;
  return hops[0] ?? peer;
}
