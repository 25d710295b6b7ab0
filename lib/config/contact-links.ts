// Links built from the business facts. Pure functions so that client and server agree.

/** Digits only, as wa.me and tel: links want them. */
export const digits = (e164: string) => e164.replace(/\D/g, '');

/** WhatsApp click-to-chat with a prefilled greeting in the page's language. */
export function whatsappHref(e164: string, greeting: string): string {
  return `https://wa.me/${digits(e164)}?text=${encodeURIComponent(greeting)}`;
}

export const telHref = (e164: string) => `tel:+${digits(e164)}`;

/**
 * +971 4 555 0100 / +971 50 555 0100: the way UAE numbers are printed, its groups joined by no-break
 * spaces so that a number never breaks across two lines (in Arabic text at 375 px it did).
 */
export function formatUaePhone(e164: string): string {
  const d = digits(e164);
  if (!d.startsWith('971')) return e164;
  const rest = d.slice(3);
  const area = rest.startsWith('5')
    ? rest.slice(0, 2)
    : rest.startsWith('800') || rest.startsWith('600')
      ? rest.slice(0, 3)
      : rest.slice(0, 1);
  const local = rest.slice(area.length);
  return ['+971', area, local.slice(0, 3), local.slice(3)].filter(Boolean).join('\u00a0');
}
