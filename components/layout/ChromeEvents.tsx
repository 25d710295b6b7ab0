'use client';

import { useEffect } from 'react';
import { usePathname } from '@/lib/i18n/navigation';

const openMenus = () => [
  ...document.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]'),
];
const whatsapp = () => document.querySelector<HTMLAnchorElement>('a[data-whatsapp]');

const withoutSlash = (path: string) => path.replace(/(.)\/$/, '$1');

/**
 * Marks the header's link to this page aria-current="page" and its links to the section the page is
 * in (the service of a sub-service page, the blog of an article) "true"; a footer link to this page
 * gets "page" too. The chrome is rendered once for every page, so only the browser knows the address.
 */
function markCurrentLinks() {
  const here = withoutSlash(window.location.pathname);
  // The logo: the first link of the header to a path (the skip link before it points to #main).
  const logo = document.querySelector<HTMLAnchorElement>('header a[href^="/"]');
  const home = logo ? new URL(logo.href).pathname : '/';
  const links = document.querySelectorAll<HTMLAnchorElement>(
    '[data-site-nav] a[href^="/"], footer a[href^="/"]',
  );
  for (const link of links) {
    const path = withoutSlash(new URL(link.href).pathname);
    const inSection =
      path !== withoutSlash(home) && here.startsWith(`${path}/`) && link.closest('[data-site-nav]');
    if (path === here) link.setAttribute('aria-current', 'page');
    else if (inSection) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
}

/**
 * The few things the public chrome needs JavaScript for, in one leaf with one set of document
 * listeners (a second component cost every page its own share of script):
 *
 * - Header menus are <details> elements (keyboard and touch work without JavaScript). They close
 *   after a client-side navigation, on Escape, and when a click or focus lands outside them (a
 *   keyboard user tabbing past a menu's last link must not leave its panel covering the page).
 * - The header's and footer's links to the current page and section are marked (markCurrentLinks).
 * - The floating WhatsApp button (WhatsAppFloat): its pre-filled text names the page's service and
 *   place when the page renders data-whatsapp-text (ContentPage); the server's general greeting
 *   stays without JavaScript and on other pages. Escape hides its tooltip (WCAG 1.4.13) until the
 *   pointer or focus moves elsewhere.
 */
export function ChromeEvents() {
  const pathname = usePathname();

  useEffect(() => {
    openMenus().forEach((d) => (d.open = false));
    markCurrentLinks();
    const link = whatsapp();
    if (!link) return;
    link.dataset.greeting ??= new URL(link.href).searchParams.get('text') ?? '';
    const text = document.querySelector<HTMLElement>('[data-whatsapp-text]')?.dataset.whatsappText;
    // Encoded as the server writes it (whatsappHref: %20, not URLSearchParams' +).
    link.href = `${link.href.split('?')[0]}?text=${encodeURIComponent(text || link.dataset.greeting)}`;
  }, [pathname]);

  useEffect(() => {
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
    const float = () => whatsapp()?.parentElement;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      float()?.setAttribute('data-dismissed', '');
      const open = openMenus();
      // Focus returns to the button that is still on screen: the menu button on a phone.
      const back = open.find((d) => d.dataset.menu === 'burger') ?? open[0];
      closeAll();
      back?.querySelector('summary')?.focus();
    };
    const onClick = (e: MouseEvent) => closeAll(e.target as Node);
    // Focus or pointer elsewhere: menus it left close, a dismissed tooltip may show again.
    const onMove = (e: Event) => {
      const target = e.target as Node;
      if (e.type === 'focusin') closeAll(target);
      const box = float();
      if (box && !box.contains(target)) box.removeAttribute('data-dismissed');
    };
    const listeners = [
      ['keydown', onKey],
      ['click', onClick],
      ['focusin', onMove],
      ['pointerover', onMove],
    ] as const;
    for (const [type, listener] of listeners)
      document.addEventListener(type, listener as EventListener);
    return () => {
      for (const [type, listener] of listeners)
        document.removeEventListener(type, listener as EventListener);
    };
  }, []);

  return null;
}
