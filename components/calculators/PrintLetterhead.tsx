import { business } from '@/lib/config/business';
import { formatUaePhone } from '@/lib/config/contact-links';
import type { Locale } from '@/lib/i18n/routing';

/**
 * The company's name, phone and website at the top (`place="header"`) or foot of a printed
 * calculation, so a PDF passed on to a client or consultant says where it came from. Only on paper: the
 * screen has the site's own header and footer. The date and project reference come from the toolbar
 * (they are the visitor's, not the prerendered page's).
 */
export function PrintLetterhead({ locale, place }: { locale: Locale; place: 'header' | 'footer' }) {
  const website = new URL(business.siteUrl).host;
  return (
    <div
      className={`hidden text-sm text-gray-800 print:flex print:flex-wrap print:justify-between print:gap-x-4 ${place === 'header' ? 'mb-4 border-b border-gray-400 pb-2' : 'mt-6 border-t border-gray-400 pt-2'}`}
      data-testid={`print-${place}`}
    >
      <p className="font-bold">{business.name[locale]}</p>
      <p>
        <bdi dir="ltr">{formatUaePhone(business.phone)}</bdi> · <bdi dir="ltr">{website}</bdi>
      </p>
    </div>
  );
}
