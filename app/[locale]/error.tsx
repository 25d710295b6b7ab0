'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { Button, buttonClass } from '@/components/ui/Button';

// Never shows the error itself (no stack trace, no message): only what the visitor can do next.
export default function ErrorScreen({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('common.error');
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-gray-900">{t('title')}</h1>
      <p className="mt-4 text-gray-700">{t('text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={reset}>{t('retry')}</Button>
        <Link href="/" className={buttonClass({ variant: 'secondary' })}>
          {t('home')}
        </Link>
      </div>
    </section>
  );
}
