import type { ComponentProps } from 'react';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { buttonClass } from '@/components/ui/Button';

type Way = { href: ComponentProps<typeof Link>['href']; label: string };

/**
 * Two ways on from a page, centred side by side: the main one a primary button, the other a
 * secondary one (the prices page's close, the 404's first choice).
 */
export function TwoWays({ main, other, className }: { main: Way; other: Way; className: string }) {
  return (
    <div className={`${className} flex flex-wrap justify-center gap-3`}>
      <Link href={main.href} className={buttonClass()}>
        {main.label}
      </Link>
      <Link href={other.href} className={buttonClass({ variant: 'secondary' })}>
        {other.label}
      </Link>
    </div>
  );
}
