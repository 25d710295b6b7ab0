'use client';

import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/Spinner';

// A client component: loading states render outside the page, where the request locale set by
// setRequestLocale is not available to server helpers (reading it would make every page dynamic).
export default function Loading() {
  const t = useTranslations('common');
  return <Spinner label={t('loading')} />;
}
