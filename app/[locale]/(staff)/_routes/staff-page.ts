import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
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

type Section =
  | 'pipeline'
  | 'schedule'
  | 'dashboard'
  | 'technicians'
  | 'capacity'
  | 'prices'
  | 'team'
  | 'reviews';

/**
 * A workspace page's <title>: its section's name in the page's language, which the workspace layout
 * completes ("Schedule · Workspace · <company>"). Staff pages had none (axe: document-title).
 */
export const staffTitle =
  (section: Section) =>
  async ({ params }: { params: StaffPageProps['params'] }): Promise<Metadata> => {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: 'workspace.nav' });
    return { title: t(section) };
  };
