import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/SiteChrome';

// Every public page sits inside the site's header and footer; staff pages have their own layout.
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
