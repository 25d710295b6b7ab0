import { contentSecurityPolicy } from './csp';

// Sent with every response Next answers (next.config.ts). Pages get their own Content-Security-Policy
// from proxy.ts (with the hashes or the nonce of their inline scripts), which replaces this one;
// everything else (API routes, feeds, images, files) gets this policy, which allows no inline script.
// deploy/security-headers.conf sends the same headers on the files nginx serves itself; a unit test
// keeps the two equal.
export const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy() },
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
