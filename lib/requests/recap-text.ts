// "Label: value" lines for an e-mail's recap, leaving out the rows with no value. Its own file because
// both the requests' e-mails (./email.ts) and the leads' confirmation (lib/leads/emails.ts), which
// email.ts itself uses, list rows this way.
export const recapText = (rows: readonly (readonly [string, string | null | undefined])[]) =>
  rows
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
