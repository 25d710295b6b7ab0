import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { ChromeEvents } from './ChromeEvents';
import { SoftNavigation } from './SoftNavigation';

/**
 * The client side every page starts from, rendered by both route groups' surroundings (SiteChrome for
 * the public pages and the 404, the staff layout): the client messages, SoftNavigation (NavLink's
 * clicks go to the router on every page) and ChromeEvents (header menus and the WhatsApp button;
 * nothing to do where there are none).
 *
 * Why here and not in the locale layout: Next bundles the client components of each layout into one
 * script per layout, and a page also loads the 404's script (the public chrome). With the provider in
 * the locale layout and the rest in the chrome, every page paid for two scripts where one did, and the
 * staff bar's AccountMenu and LanguageSwitcher came with their own copy of the navigation code. Both
 * groups now reference the same client components (this shell, AccountMenu, LanguageSwitcher), so a
 * page of either loads one shared script for all of them. Keep that set the same in both.
 */
export async function ClientShell({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  // Client components get only what they use, never the page copy.
  const clientMessages = {
    client: messages.client,
    common: { error: messages.common.error, loading: messages.common.loading },
  };
  return (
    <NextIntlClientProvider messages={clientMessages}>
      <ChromeEvents />
      <SoftNavigation />
      {children}
    </NextIntlClientProvider>
  );
}
