// Next.js encrypts the values that server actions close over, and derives the actions' IDs, with a key
// it generates per build. Several instances behind one load balancer must share the key, or a form
// rendered by one instance cannot be posted to another ("Failed to find Server Action"). The key comes
// from NEXT_SERVER_ACTIONS_ENCRYPTION_KEY at build time (Next embeds it in the build output); a
// malformed key must stop the build rather than surface as failed lead submissions.

/** An error message, or null when the key is absent (single instance) or a valid AES key in base64. */
export function actionKeyProblem(key: string | undefined): string | null {
  if (key === undefined || key === '') return null;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(key))
    return 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY must be base64 (e.g. the output of `openssl rand -base64 32`).';
  const bytes = Buffer.from(key, 'base64').length;
  if (![16, 24, 32].includes(bytes))
    return `NEXT_SERVER_ACTIONS_ENCRYPTION_KEY must decode to 16, 24 or 32 bytes (an AES key); it decodes to ${bytes}.`;
  return null;
}
