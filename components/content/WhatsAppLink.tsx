import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { business } from '@/lib/config/business';
import { whatsappHref } from '@/lib/config/contact-links';

/**
 * Opens a chat with the company in WhatsApp (a new tab), its first message in the page's language:
 * the page's own topic when it has one, else the general greeting.
 */
export async function WhatsAppLink({
  className,
  children,
  text,
}: {
  className: string;
  children: ReactNode;
  /** The first message, naming the page's service and place; the general greeting without it. */
  text?: string;
}) {
  const t = await getTranslations('client.whatsapp');
  return (
    <a
      href={whatsappHref(business.whatsapp, text ?? t('greeting'))}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
    >
      {children}
    </a>
  );
}
