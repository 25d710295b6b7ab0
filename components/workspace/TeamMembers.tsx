import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { LabelledSelect } from '@/components/ui/Select';
import { LocaleForm } from '@/components/workspace/LocaleForm';
import { staffRoles } from '@/lib/auth/roles';
import type { Locale } from '@/lib/i18n/routing';
import type { teamPage } from '@/lib/workspace/team';
import { changeRoleAction } from '@/lib/workspace/team-actions';
import { Empty } from '@/components/workspace/Shells';

type Member = Awaited<ReturnType<typeof teamPage>>['members'][number];

/** Who has a workspace role, each with a button to take it away (not from oneself). */
export async function TeamMembers({
  members,
  self,
  locale,
  permalink,
}: {
  members: readonly Member[];
  self: string;
  locale: Locale;
  permalink: string;
}) {
  const t = await getTranslations('workspace.team');
  const isSelf = (email: string) => email.toLowerCase() === self.toLowerCase();
  return (
    <div>
      <h2 className="text-xl font-bold text-brand-900">{t('members')}</h2>
      {members.length === 0 ? (
        <Empty>{t('noMembers')}</Empty>
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
                {isSelf(m.email) && ` ${t('you')}`}
              </span>
              {!isSelf(m.email) && (
                <LocaleForm locale={locale} action={changeRoleAction} permalink={permalink}>
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
                </LocaleForm>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Gives a role to someone by their e-mail (they must have signed up). */
export async function GrantRoleForm({ locale, permalink }: { locale: Locale; permalink: string }) {
  const t = await getTranslations('workspace.team');
  return (
    <div className="rounded-lg border border-gray-200 p-4">
      <h2 className="text-xl font-bold text-brand-900">{t('grantHeading')}</h2>
      <p className="mt-1 text-sm text-gray-700">{t('grantHint')}</p>
      <LocaleForm
        locale={locale}
        action={changeRoleAction}
        permalink={permalink}
        className="mt-3 space-y-3"
        data-testid="grant-form"
      >
        <label className="block text-sm font-semibold">
          {t('email')}
          <Input type="email" name="email" required autoComplete="off" dir="ltr" size="sm" />
        </label>
        <LabelledSelect
          label={t('role')}
          labelClassName="block text-sm font-semibold"
          name="role"
          defaultValue="staff"
          size="sm"
          options={staffRoles.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
        />
        <Button type="submit" size="sm">
          {t('grant')}
        </Button>
      </LocaleForm>
    </div>
  );
}
