import { getTranslations } from 'next-intl/server';
import { AdminsOnly } from '@/components/workspace/AdminsOnly';
import { FlashMessages } from '@/components/workspace/Flash';
import { staffMoment } from '@/components/workspace/format';
import { Empty } from '@/components/workspace/Shells';
import { GrantRoleForm, TeamMembers } from '@/components/workspace/TeamMembers';
import { staffRoles, type StaffRole } from '@/lib/auth/roles';
import { localizedPath } from '@/lib/i18n/paths';
import { readFlash } from '@/lib/workspace/flash';
import { teamFlash } from '@/lib/workspace/flash-rules';
import { teamPage } from '@/lib/workspace/team';
import { openStaffPage, staffTitle, type StaffPageProps } from '../../_routes/staff-page';

export const generateMetadata = staffTitle('team');

/** Admins give staff or admin roles by e-mail and take them away; every change is recorded. */
export default async function TeamPage({ params, searchParams }: StaffPageProps) {
  const { locale, viewer } = await openStaffPage(params);
  if (!viewer) return null;
  if (!viewer.isAdmin) return <AdminsOnly />;
  const t = await getTranslations('workspace.team');
  const moment = await staffMoment();
  const { configured, members, changes } = await teamPage();
  const query = await searchParams;
  const permalink = localizedPath(locale, '/admin/team');
  const roleName = (role: string | null) =>
    staffRoles.find((r) => r === role) ? t(`roles.${role as StaffRole}`) : t('noRole');

  return (
    <section data-testid="team">
      <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-2 max-w-prose text-gray-700">{t('lead')}</p>
      <FlashMessages flashes={readFlash(query, teamFlash)} locale={locale} testId="team-result" />
      {!configured && (
        <p className="mt-4 rounded-md bg-amber-50 p-3 text-amber-900">
          {t('results.unconfigured')}
        </p>
      )}

      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <TeamMembers members={members} self={viewer.email} locale={locale} permalink={permalink} />
        <GrantRoleForm locale={locale} permalink={permalink} />
      </div>

      <h2 className="mt-10 text-xl font-bold text-brand-900">{t('changes')}</h2>
      {changes.length === 0 ? (
        <Empty>{t('noChanges')}</Empty>
      ) : (
        <ol className="mt-3 space-y-2 text-sm" data-testid="role-changes">
          {changes.map((c) => (
            <li key={c.id}>
              {t('change', {
                email: c.userEmail,
                from: roleName(c.fromRole),
                to: roleName(c.toRole),
                actor: c.actorEmail,
              })}{' '}
              <span className="text-gray-600">{moment(c.createdAt)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
