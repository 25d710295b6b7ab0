import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { CLIENT_HEADER, resolveClientAddress, stampToken, trustedProxies } from './client-address';

const INSTALLED = Symbol.for('site.clientAddressStamp');

/**
 * Stamps every request this process receives with the client address resolved from its socket (see
 * ./client-address.ts for why). Node publishes `http.server.request.start` synchronously, before the
 * server's 'request' listeners (Next.js) run, so the stamp is in place before anything reads headers.
 */
export function installClientAddressStamp(trustedList: string | undefined) {
  const global = globalThis as typeof globalThis & { [INSTALLED]?: boolean };
  if (global[INSTALLED]) return;
  global[INSTALLED] = true;
  const isTrusted = trustedProxies(trustedList);
  const token = stampToken();
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(',') : value;
    };
    const client = resolveClientAddress(
      {
        peer: socket.remoteAddress,
        realIp: header('x-real-ip'),
        forwardedFor: header('x-forwarded-for'),
      },
      isTrusted,
    );
    request.headers[CLIENT_HEADER] = `${token} ${client}`;
  });
}
