'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';

// Client-side navigation for the plain links server components render (components/i18n/NavLink.tsx):
// one click listener instead of a hydrated Link component per link. Anything but a plain left click on
// a same-origin link (new tab, download, modifier keys) is left to the browser.
export function SoftNavigation() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = (event.target as Element | null)?.closest?.(
        'a[data-soft-nav]',
      ) as HTMLAnchorElement | null;
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download'))
        return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      router.push(url.pathname + url.search + url.hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);
  return null;
}
