import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { supabaseConfig } from '@/lib/config/business';
import { NavLink as Link } from '@/components/i18n/NavLink';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { AuthForm, type AuthMode } from '@/components/auth/AuthForm';
import { isMessageKey } from '@/lib/i18n/message-key';
import { localizedPath } from '@/lib/i18n/paths';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};
const paths: Record<AuthMode, string> = {
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgot: '/forgot-password',
  reset: '/reset-password',
};

/**
 * The route module of an auth page. Per request, because it reads the live auth configuration (and a
 * form posted without JavaScript renders here with its answer). The form posts to a server action
 * (lib/auth/form-actions.ts): no Supabase client reaches the browser. Without auth configured: 404.
 */
export function authPage(mode: AuthMode) {
  return {
    generateMetadata: async ({ params }: Props) => {
      const { locale } = await params;
      if (!supabaseConfig) notFound();
      const t = await getTranslations({ locale, namespace: 'auth' });
      return pageMetadata({
        locale,
        path: paths[mode],
        title: t(`${mode}.title`),
        description: t(`${mode}.description`),
        noindex: true,
      });
    },
    Page: async function AuthRoute({ params, searchParams }: Props) {
      const { locale } = await params;
      // Without a Supabase project there are no staff accounts: the pages do not exist for anyone, and
      // a visitor never meets setup instructions meant for the owner (README says how to switch on).
      if (!supabaseConfig) notFound();
      // The recovery e-mail's link comes back to the reset page with ?code=&sb_flow_id=; the form sends
      // them as hidden fields (also without JavaScript) and its action exchanges the code.
      const query = mode === 'reset' ? await searchParams : {};
      const code = query.code;
      const flowId = query.sb_flow_id;
      setRequestLocale(locale);
      const t = await getTranslations('auth');
      const messages = await getMessages();
      // The texts of the error keys the action answers with (auth.errors.*, reasons.*, and needLink),
      // formatted here: the form's script then needs no message lookup of its own.
      const errorTexts: Record<string, string> = { needLink: t('reset.needLink') };
      const collect = (node: object, prefix: string) => {
        for (const [name, value] of Object.entries(node)) {
          const key = `errors.${prefix}${name}`;
          if (typeof value === 'object' && value && !Array.isArray(value))
            collect(value, `${prefix}${name}.`);
          else if (isMessageKey(messages.auth, key) && !name.startsWith('throttled'))
            errorTexts[`${prefix}${name}`] = t(key);
        }
      };
      collect(messages.auth.errors, '');
      // Under the form: where to go instead (forgotten password, no account yet, or one already).
      const links: readonly { lead?: string; href: string; text: string }[] =
        mode === 'signIn'
          ? [
              { href: paths.forgot, text: t('signIn.forgot') },
              { lead: t('signIn.noAccount'), href: paths.signUp, text: t('signIn.signUpLink') },
            ]
          : [{ lead: t('signUp.haveAccount'), href: paths.signIn, text: t('signUp.signInLink') }];
      return (
        <section className="mx-auto max-w-md px-4 py-12">
          <h1 className="text-3xl font-bold text-brand-900">{t(`${mode}.title`)}</h1>
          <p className="mt-3 text-gray-700">{t(`${mode}.description`)}</p>
          <div className="mt-6">
            <NextIntlClientProvider messages={{ auth: messages.auth }}>
              <AuthForm
                mode={mode}
                locale={locale}
                code={typeof code === 'string' && code ? code : undefined}
                flowId={typeof flowId === 'string' && flowId ? flowId : undefined}
                errorTexts={errorTexts}
                permalink={localizedPath(locale, paths[mode])}
              />
            </NextIntlClientProvider>
          </div>
          <div className="mt-6 space-y-2 text-sm">
            {links.map((l) => (
              <p key={l.href}>
                {l.lead}
                {l.lead && ' '}
                <Link href={l.href} className="text-brand-700 underline">
                  {l.text}
                </Link>
              </p>
            ))}
          </div>
        </section>
      );
    },
  };
}
