'use client';

import { Link } from '@/lib/i18n/navigation';
import { buttonClass } from '@/components/ui/Button';

/** "Book a site survey": the quote form, pre-filled with what the calculator already knows. */
export function QuoteLink({ label, query }: { label: string; query: Record<string, string> }) {
  return (
    <Link
      href={{ pathname: '/quote', query }}
      className={buttonClass({ variant: 'accent', size: 'lg', className: 'print:hidden' })}
      data-testid="survey-link"
    >
      {label}
    </Link>
  );
}
