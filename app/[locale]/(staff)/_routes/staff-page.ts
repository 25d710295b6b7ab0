import { setRequestLocale } from 'next-intl/server';
import { getViewer } from '@/lib/auth/viewer';
import type { Locale } from '@/lib/i18n/routing';
import type { SearchParams } from '@/lib/workspace/params';

/** What Next hands a workspace page. */
export type StaffPageProps = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<SearchParams>;
};

/**
 * The start of every workspace page: its language, and the viewer if they are staff. Layout and
 * page render side by side: for anyone without a role the layout shows sign-in or "no access", and
 * the page renders nothing (viewer null; the data functions would refuse anyway).
 */
export async function openStaffPage(params: StaffPageProps['params']) {
  const { locale } = await params;
  setRequestLocale(locale);
  const viewer = await getViewer();
  return { locale, viewer: viewer?.isStaff ? viewer : null };
}
