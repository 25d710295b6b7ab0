import type { ReactNode } from 'react';
import { companyFacts, type CompanyFacts as Facts } from '@/lib/company/facts';
import type { Locale } from '@/lib/i18n/locales';
import { serverText } from '@/lib/i18n/server-text';

/** The facts the owner has set, one line each; nothing at all when none is set. */
export function CompanyFacts({
  locale,
  facts = companyFacts,
  className,
  linkClassName = 'underline',
  headingClassName,
}: {
  locale: Locale;
  facts?: Facts;
  className?: string;
  linkClassName?: string;
  headingClassName?: string;
}) {
  const t = serverText(locale);
  const lines: { key: string; node: ReactNode }[] = [];
  if (facts.licence) {
    const { number, authority } = facts.licence;
    lines.push({
      key: 'licence',
      node: authority
        ? t('companyFacts.licenceBy', { number, authority: authority[locale] })
        : t('companyFacts.licence', { number }),
    });
  }
  if (facts.office) {
    const { address, mapUrl } = facts.office;
    lines.push({
      key: 'office',
      node: (
        <>
          {t('companyFacts.office', { address: address[locale] })}
          {mapUrl && (
            <>
              {' · '}
              <a href={mapUrl} className={linkClassName} rel="noopener noreferrer" target="_blank">
                {t('companyFacts.map')}
              </a>
            </>
          )}
        </>
      ),
    });
  }
  if (facts.foundedYear)
    lines.push({ key: 'founded', node: t('companyFacts.founded', { year: facts.foundedYear }) });
  for (const c of facts.certifications)
    lines.push({ key: `cert-${c.name}`, node: t('companyFacts.certification', c) });
  if (!lines.length) return null;
  return (
    <section aria-labelledby="company-facts" className={className} data-testid="company-facts">
      <h2 id="company-facts" className={headingClassName}>
        {t('companyFacts.heading')}
      </h2>
      <ul className="space-y-1 text-sm">
        {lines.map((l) => (
          <li key={l.key}>{l.node}</li>
        ))}
      </ul>
    </section>
  );
}
