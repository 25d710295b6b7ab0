'use client';

import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/Spinner';

// The spinner while this per-request page loads. Only dynamic segments get one: a loading boundary
// around a prerendered page would make its HTML depend on JavaScript to reveal the content. A client
// component, because loading states render where setRequestLocale's locale is not available.
export default function Loading() {
  const t = useTranslations('common');
  return <Spinner label={t('loading')} />;
}
