import { contentSecurityPolicy } from './csp';

/**
 * The policy of everything that is not a page (API routes, feeds, images, files) and of the answers the
 * proxy makes itself: no inline script at all. A page gets its own instead, with the nonce or the hashes
 * of its inline scripts (proxy.ts, disk-cache-handler.mjs), so next.config.ts sends this one only where
 * the proxy does not run: two policies on a page would both be enforced.
 */
export const fixedPolicy = { key: 'Content-Security-Policy', value: contentSecurityPolicy() };

// Sent with every response Next answers (next.config.ts; the policy as said above).
// deploy/security-headers.conf sends the same headers on the files nginx serves itself; a unit test
// keeps the two equal.
export const securityHeaders = [
  fixedPolicy,
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

/**
 * Pages whose address is a secret (a booking's private link): not indexed, and never sent as a referrer
 * to another site. `same-origin` rather than `no-referrer`: under no-referrer a browser posts the page's
 * own forms with `Origin: null`, which the cross-site check (lib/security/foreign-origin.ts) refuses.
 */
export const privatePageHeaders = [
  { key: 'Referrer-Policy', value: 'same-origin' },
  { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
];
