import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

/**
 * The consent note every request form ends with (booking, AMC sign-up, the lead forms), its words
 * linking to the privacy policy. `privacyApplication` is the job application's, which offers nothing.
 */
export async function privacyNote(
  locale: Locale,
  note: 'privacy' | 'privacyApplication' = 'privacy',
): Promise<ReactNode> {
  const t = await getTranslations({ locale, namespace: 'forms.consent' });
  const href = getPathname({ href: '/privacy', locale });
  return t.rich(note, {
    link: (chunks) => (
      <a href={href} className="text-brand-700 underline">
        {chunks}
      </a>
    ),
  });
}
