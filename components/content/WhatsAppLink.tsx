import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { business } from '@/lib/config/business';
import { whatsappHref } from '@/lib/config/contact-links';

/** Opens a chat with the company in WhatsApp (a new tab), its first message in the page's language. */
export async function WhatsAppLink({
  className,
  children,
}: {
  className: string;
  children: ReactNode;
}) {
  const t = await getTranslations('client.whatsapp');
  return (
    <a
      href={whatsappHref(business.whatsapp, t('greeting'))}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
    >
      {children}
    </a>
  );
}
