'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

// The error boundary's screen of both route groups ((site)/error.tsx, (staff)/error.tsx), so it appears
// inside the group's own chrome. The buttons look like buttonClass()'s (components/ui/Button) with the
// classes written out: this boundary is in every page's JavaScript, and the Button module would add
// ~300 bytes of gzip to each. Never shows the error itself (no stack trace, no message): only what the
// visitor can do next.
export function ErrorScreen({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('common.error');
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-gray-900">{t('title')}</h1>
      <p className="mt-4 text-gray-700">{t('text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t('retry')}
        </button>
        <Link
          href="/"
          className="rounded-md border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('home')}
        </Link>
      </div>
    </section>
  );
}
