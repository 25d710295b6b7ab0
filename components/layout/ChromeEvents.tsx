'use client';

import { useEffect } from 'react';
import { usePathname } from '@/lib/i18n/navigation';

const openMenus = () => [
  ...document.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]'),
];
const whatsapp = () => document.querySelector<HTMLAnchorElement>('a[data-whatsapp]');

/**
 * The few things the public chrome needs JavaScript for, in one leaf with one set of document
 * listeners (a second component cost every page its own share of script):
 *
 * - Header menus are <details> elements (keyboard and touch work without JavaScript). They close
 *   after a client-side navigation, on Escape, and when a click or focus lands outside them (a
 *   keyboard user tabbing past a menu's last link must not leave its panel covering the page).
 * - The floating WhatsApp button (WhatsAppFloat): its pre-filled text names the page's service and
 *   place when the page renders data-whatsapp-text (ContentPage); the server's general greeting
 *   stays without JavaScript and on other pages. Escape hides its tooltip (WCAG 1.4.13) until the
 *   pointer or focus moves elsewhere.
 */
export function ChromeEvents() {
  const pathname = usePathname();

  useEffect(() => {
    openMenus().forEach((d) => (d.open = false));
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
