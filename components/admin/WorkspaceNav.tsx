import { getTranslations } from 'next-intl/server';
import { NavLink as Link } from '@/components/i18n/NavLink';
import type { Viewer } from '@/lib/auth/viewer';

/** The workspace's sections; the admin-only ones are listed for admins only. */
const sections = [
  { key: 'pipeline', href: '/admin', admin: false },
  { key: 'schedule', href: '/admin/schedule', admin: false },
  { key: 'dashboard', href: '/admin/dashboard', admin: false },
  { key: 'reviews', href: '/admin/reviews', admin: false },
  { key: 'technicians', href: '/admin/technicians', admin: true },
  { key: 'capacity', href: '/admin/capacity', admin: true },
  { key: 'prices', href: '/admin/prices', admin: true },
  { key: 'team', href: '/admin/team', admin: true },
] as const;

/** Links between the workspace's pages; wraps onto more lines on a phone rather than scrolling. */
export async function WorkspaceNav({ viewer }: { viewer: Viewer }) {
  const t = await getTranslations('workspace.nav');
  return (
    <nav aria-label={t('label')} className="mb-6 print:hidden" data-testid="workspace-nav">
      <ul className="flex flex-wrap gap-2 text-sm">
        {sections
          .filter((s) => viewer.isAdmin || !s.admin)
          .map((s) => (
            <li key={s.key}>
              <Link
                href={s.href}
                className="inline-block rounded-md border border-gray-200 px-3 py-1.5 font-semibold text-brand-800 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {t(s.key)}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
