// The address the lead rate limit counts submissions by. Behind the production nginx, X-Real-IP is the
// client as nginx saw it (it replaces whatever a client sent under that name). Without it, the last
// X-Forwarded-For entry is the one the nearest proxy added: the first entries are whatever the client
// chose to send, so keying on them let anyone pick a fresh address for every submission.
export function clientAddress(headers: Pick<Headers, 'get'>): string {
  const realIp = headers.get('x-real-ip')?.trim();
  if (realIp) return realIp;
  const forwarded = headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded?.at(-1) ?? 'direct';
}
