'use client';

import { useEffect } from 'react';
import { usePathname } from '@/lib/i18n/navigation';

// The header menus are <details> elements (keyboard and touch work with no JavaScript). This leaf
// closes them after a client-side navigation, on Escape, and when a click lands outside them.
export function MenuCloser() {
  const pathname = usePathname();

  useEffect(() => {
    document.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]').forEach((d) => (d.open = false));
  }, [pathname]);

  useEffect(() => {
    const closeAll = (except?: Node | null) =>
      document.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]').forEach((d) => {
        if (!except || !d.contains(except)) d.open = false;
      });
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const open = document.querySelector<HTMLDetailsElement>('details[data-menu][open]');
      closeAll();
      open?.querySelector('summary')?.focus();
    };
    const onClick = (e: MouseEvent) => closeAll(e.target as Node);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, []);

  return null;
}
