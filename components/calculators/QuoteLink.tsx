'use client';

import { Link } from '@/lib/i18n/navigation';

/** "Book a site survey": the quote form, pre-filled with what the calculator already knows. */
export function QuoteLink({ label, query }: { label: string; query: Record<string, string> }) {
  return (
    <Link
      href={{ pathname: '/quote', query }}
      // buttonClass({ variant: 'accent', size: 'lg', className: 'print:hidden' }) written out (see
      // Toolbar).
      className="inline-block rounded-md bg-accent-500 px-6 py-3 font-bold text-gray-950 hover:bg-accent-600 disabled:opacity-70 print:hidden"
      data-testid="survey-link"
    >
      {label}
    </Link>
  );
}
