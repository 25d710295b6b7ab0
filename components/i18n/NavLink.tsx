import type { ComponentProps } from 'react';
import { getLocale } from 'next-intl/server';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  href: Parameters<typeof getPathname>[0]['href'];
  locale?: Locale;
};

/**
 * A link in a server component: a plain <a> with the localised address, which React does not hydrate.
 * The header, menus and footer hold about a hundred links; as client Link components their hydration
 * was the largest long task on a phone. Clicks still navigate without a full reload: SoftNavigation
 * (one listener for the whole document) hands links marked data-soft-nav to the router.
 */
export async function NavLink({ href, locale, ...props }: Props) {
  const current = (locale ?? (await getLocale())) as Locale;
  return <a {...props} href={getPathname({ href, locale: current })} data-soft-nav="" />;
}
