'use client';

import { useEffect } from 'react';
import { usePathname } from '@/lib/i18n/navigation';

// The header menus are <details> elements (keyboard and touch work with no JavaScript). This leaf
// closes them after a client-side navigation, on Escape, and when a click or focus lands outside them.
export function MenuCloser() {
  const pathname = usePathname();

  useEffect(() => {
    document
      .querySelectorAll<HTMLDetailsElement>('details[data-menu][open]')
      .forEach((d) => (d.open = false));
  }, [pathname]);

  useEffect(() => {
    const openMenus = () => [
      ...document.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]'),
    ];
    // The menu button's panel is the navigation itself (a sibling, not a child): a click in it keeps it open.
    const keeps = (d: HTMLDetailsElement, target: Node) =>
      d.contains(target) ||
      (d.dataset.menu === 'burger' &&
        target instanceof Element &&
        target.closest('[data-site-nav]') !== null);
    const closeAll = (except?: Node | null) =>
      openMenus().forEach((d) => {
        if (!except || !keeps(d, except)) d.open = false;
      });
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const open = openMenus();
      // Focus returns to the button that is still on screen: the menu button on a phone.
      const back = open.find((d) => d.dataset.menu === 'burger') ?? open[0];
      closeAll();
      back?.querySelector('summary')?.focus();
    };
    const onClick = (e: MouseEvent) => closeAll(e.target as Node);
    // A keyboard user tabbing past the last link of a menu leaves it: an open panel would keep
    // covering the page under the next focused element.
    const onFocus = (e: FocusEvent) => closeAll(e.target as Node);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
      document.removeEventListener('focusin', onFocus);
    };
  }, []);

  return null;
}
