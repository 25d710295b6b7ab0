import type { ComponentProps } from 'react';
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

const navigation = createNavigation(routing);
export const { redirect, usePathname, useRouter, getPathname } = navigation;

/**
 * next-intl's Link without prefetching by default. The header, menus and footer link some sixty pages;
 * prefetching the ones in view cost a phone about 40 KB of JavaScript and thirty requests for pages most
 * visitors never open. Pages are prerendered, so a click still loads fast. Pass prefetch to opt in.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof navigation.Link>) {
  return <navigation.Link prefetch={prefetch} {...props} />;
}
