'use client';

import { Link } from '@/lib/i18n/navigation';

/** "Book a site survey": the quote form, pre-filled with what the calculator already knows. */
export function QuoteLink({ label, query }: { label: string; query: Record<string, string> }) {
  return (
    <Link
      href={{ pathname: '/quote', query }}
      className="inline-block rounded-md bg-accent-500 px-5 py-3 font-bold text-gray-950 hover:bg-accent-600 print:hidden"
      data-testid="survey-link"
    >
      {label}
    </Link>
  );
}
