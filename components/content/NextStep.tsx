import { getTranslations } from 'next-intl/server';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { PhoneIcon } from '@/components/ui/icons';
import { business } from '@/lib/config/business';
import { formatUaePhone, telHref } from '@/lib/config/contact-links';
import { LabelledSection } from '@/components/ui/LabelledSection';

const quoteClass =
  'rounded-md bg-accent-500 px-4 py-2 text-sm font-bold text-gray-950 hover:bg-accent-600';
const callClass =
  'flex items-center gap-2 rounded-md border border-brand-600 px-4 py-2 text-sm font-bold text-brand-700 hover:bg-brand-50';

/**
 * The next step near the top of a long page: on a phone a quote and a call button under the lead
 * (the page's closing call to action is several screens down); on a wide screen the same two in a
 * box above the related links. Both are plain links; no script.
 */
export async function NextStep({
  quoteQuery,
  place,
}: {
  quoteQuery?: Record<string, string>;
  place: 'top' | 'aside';
}) {
  const t = await getTranslations('common.cta');
  const phone = formatUaePhone(business.phone);
  const buttons = (
    <div className="flex flex-wrap gap-2">
      <Link href={{ pathname: '/quote', query: quoteQuery }} className={quoteClass}>
        {t('getQuote')}
      </Link>
      <a href={telHref(business.phone)} className={callClass}>
        <PhoneIcon />
        <span>
          {t.rich('call', { number: phone, phone: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}
        </span>
      </a>
    </div>
  );
  if (place === 'top')
    return (
      <div className="lg:hidden" data-testid="next-step-top">
        {buttons}
      </div>
    );
  return (
    <LabelledSection
      id="next-step-heading"
      title={t('heading')}
      titleClassName="mb-3 text-base font-bold text-brand-900"
      className="hidden rounded-lg border border-brand-100 p-4 lg:block"
      data-testid="next-step-aside"
    >
      {buttons}
    </LabelledSection>
  );
}
