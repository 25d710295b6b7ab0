import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { AdminsOnly } from '@/components/admin/AdminsOnly';
import { ActionForm } from '@/components/forms/ActionForm';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { staffRoles, type StaffRole } from '@/lib/auth/roles';
import { getViewer } from '@/lib/auth/viewer';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { teamPage } from '@/lib/workspace/team';
import { changeRoleAction } from '@/lib/workspace/team-actions';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const results = [
  'granted',
  'revoked',
  'no-user',
  'self',
  'unconfigured',
  'invalid',
  'forbidden',
  'failed',
] as const;
const good: readonly string[] = ['granted', 'revoked'];

/** Admins give staff or admin roles by e-mail and take them away; every change is recorded. */
export default async function TeamPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const viewer = await getViewer();
  if (!viewer?.isStaff) return null;
  if (!viewer.isAdmin) return <AdminsOnly />;
  const t = await getTranslations('workspace.team');
  const format = await getFormatter();
  const { configured, members, changes } = await teamPage();
  const query = await searchParams;
  const result = results.find((r) => r === query.result);
  const permalink = localizedPath(locale, '/admin/team');
  const roleName = (role: string | null) =>
    staffRoles.find((r) => r === role) ? t(`roles.${role as StaffRole}`) : t('noRole');

  return (
    <section data-testid="team">
      <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-2 max-w-prose text-gray-700">{t('lead')}</p>
      {result && (
        <p
          role={good.includes(result) ? 'status' : 'alert'}
          className={`mt-4 rounded-md p-3 ${good.includes(result) ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}
          data-testid="team-result"
        >
          {t(`results.${result}`)}
        </p>
      )}
      {!configured && (
        <p className="mt-4 rounded-md bg-amber-50 p-3 text-amber-900">
          {t('results.unconfigured')}
        </p>
      )}

      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <div>
          <h2 className="text-xl font-bold text-brand-900">{t('members')}</h2>
          {members.length === 0 ? (
            <p className="mt-2 text-gray-600">{t('noMembers')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-gray-100" data-testid="team-members">
              {members.map((m) => (
                <li
                  key={m.id}
                  className="flex flex-wrap items-center justify-between gap-2 py-2"
                  data-member={m.email}
                >
                  <span className="min-w-0 break-all">
                    <bdi dir="ltr">{m.email}</bdi> · {t(`roles.${m.role}`)}
                    {m.email.toLowerCase() === viewer.email.toLowerCase() && ` ${t('you')}`}
                  </span>
                  {m.email.toLowerCase() !== viewer.email.toLowerCase() && (
                    <ActionForm action={changeRoleAction} permalink={permalink}>
                      <input type="hidden" name="locale" value={locale} />
                      <input type="hidden" name="email" value={m.email} />
                      <input type="hidden" name="revoke" value="1" />
                      <Button
                        type="submit"
                        size="sm"
                        variant="neutral"
                        aria-label={t('revoke', { email: m.email })}
                      >
                        {t('revokeShort')}
                      </Button>
                    </ActionForm>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="rounded-lg border border-gray-200 p-4">
          <h2 className="text-xl font-bold text-brand-900">{t('grantHeading')}</h2>
          <p className="mt-1 text-sm text-gray-700">{t('grantHint')}</p>
          <ActionForm
            action={changeRoleAction}
            permalink={permalink}
            className="mt-3 space-y-3"
            data-testid="grant-form"
          >
            <input type="hidden" name="locale" value={locale} />
            <label className="block text-sm font-semibold">
              {t('email')}
              <Input type="email" name="email" required autoComplete="off" dir="ltr" size="sm" />
            </label>
            <label className="block text-sm font-semibold">
              {t('role')}
              <Select name="role" defaultValue="staff" size="sm">
                {staffRoles.map((r) => (
                  <option key={r} value={r}>
                    {t(`roles.${r}`)}
                  </option>
                ))}
              </Select>
            </label>
            <Button type="submit" size="sm">
              {t('grant')}
            </Button>
          </ActionForm>
        </div>
      </div>

      <h2 className="mt-10 text-xl font-bold text-brand-900">{t('changes')}</h2>
      {changes.length === 0 ? (
        <p className="mt-2 text-gray-600">{t('noChanges')}</p>
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
              <span className="text-gray-600">
                {format.dateTime(c.createdAt, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                  numberingSystem: 'latn',
                })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
