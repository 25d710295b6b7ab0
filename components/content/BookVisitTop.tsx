import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { pageBookingQuery } from '@/lib/pricing/catalogue-link';

/**
 * The first screen's next step on a service or area page: "Book a visit" for the page's service and
 * place (the booking's step 1 pre-filled from the query), at every width: under the heading on a
 * phone, under the lead from lg. `children` are the phone-only quote and call of a long page
 * (NextStep). A plain link; no script.
 */
export async function BookVisitTop({
  query,
  rating,
  children,
}: {
  query: Record<string, string>;
  /** The reviews' average and count for this page's service and place (nothing when none). */
  rating?: ReactNode;
  children?: ReactNode;
}) {
  const t = await getTranslations('common.cta');
  return (
    <div
      className="mt-5 flex flex-wrap items-center gap-2 max-lg:order-1 print:hidden"
      data-testid="book-top"
    >
      <Link
        href={{ pathname: '/book', query: pageBookingQuery(query) }}
        className="rounded-md bg-accent-500 px-4 py-2 text-sm font-bold text-gray-950 hover:bg-accent-600"
      >
        {t('book')}
      </Link>
      {rating}
      {children}
    </div>
  );
}
