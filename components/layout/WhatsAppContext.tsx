'use client';

import { useEffect } from 'react';
import { usePathname } from '@/lib/i18n/navigation';

const link = () => document.querySelector<HTMLAnchorElement>('a[data-whatsapp]');
const box = () => link()?.closest<HTMLElement>('.whatsapp-float') ?? null;

/**
 * The floating WhatsApp button's behaviour that CSS cannot do (components/layout/WhatsAppFloat.tsx):
 * - the pre-filled text names the page's service and place: a page that has them renders
 *   data-whatsapp-text (ContentPage); the layout's link starts with the general greeting, which stays
 *   without JavaScript and on pages without a topic;
 * - Escape hides its tooltip until the pointer or focus leaves the button (WCAG 1.4.13).
 */
export function WhatsAppContext() {
  const pathname = usePathname();

  useEffect(() => {
    const a = link();
    if (!a) return;
    a.dataset.greeting ??= new URL(a.href).searchParams.get('text') ?? '';
    const text = document.querySelector<HTMLElement>('[data-whatsapp-text]')?.dataset.whatsappText;
    // Encoded as the server writes it (whatsappHref: %20, not URLSearchParams' +).
    a.href = `${a.href.split('?')[0]}?text=${encodeURIComponent(text || a.dataset.greeting)}`;
  }, [pathname]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') box()?.setAttribute('data-dismissed', '');
    };
    const leave = (e: Event) => {
      const float = box();
      const to = (e as FocusEvent | PointerEvent).relatedTarget as Node | null;
      if (float && !(to && float.contains(to))) float.removeAttribute('data-dismissed');
    };
    document.addEventListener('keydown', onKey);
    const float = box();
    float?.addEventListener('pointerleave', leave);
    float?.addEventListener('focusout', leave);
    return () => {
      document.removeEventListener('keydown', onKey);
      float?.removeEventListener('pointerleave', leave);
      float?.removeEventListener('focusout', leave);
    };
  }, []);

  return null;
}
