import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { copyMetadata } from '@/lib/content/metadata';
import { getPageCopy } from '@/lib/content/page-copy';
import { ContentPage } from '@/components/content/ContentPage';

type Props = { params: Promise<{ locale: Locale }> };

/** The route module of a company page (about, terms, …): its metadata and its page from copy. */
export function companyPage(
  name: 'about' | 'contact' | 'terms' | 'privacy' | 'careers',
  extra?: (locale: Locale) => ReactNode | Promise<ReactNode>,
) {
  const namespace = `page.${name}`;
  const path = `/${name}`;
  return {
    generateMetadata: async ({ params }: Props) =>
      copyMetadata((await params).locale, namespace, path),
    Page: async function CompanyPage({ params }: Props) {
      const { locale } = await params;
      setRequestLocale(locale);
      const copy = await getPageCopy(locale, namespace);
      return (
        <ContentPage
          copy={copy}
          trail={[{ label: copy.name, href: path }]}
          // Contact has its own form; careers speaks to applicants, not customers.
          showCta={name !== 'contact' && name !== 'careers'}
        >
          {extra ? await extra(locale) : null}
        </ContentPage>
      );
    },
  };
}
