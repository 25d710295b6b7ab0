import { FocusOnMount } from '@/components/ui/FocusOnMount';
import {
  PrivateHeading,
  PrivateSection,
  privatePageMetadata,
  RecapList,
  ReferenceCard,
} from '@/components/booking/PrivatePage';
import { amcRecapRows } from '@/lib/amc/recap';
import { amcRequestByToken } from '@/lib/amc/store';
import { openPrivatePage, type PrivatePageProps } from '@/lib/requests/private-page';
import { localizedPath } from '@/lib/i18n/paths';
import { Unavailable } from '@/components/layout/Unavailable';

// An AMC request's private page, reached only by its unguessable link, like a booking's: rendered per
// request, never stored by a cache, no referrer and noindex (next.config.ts, deploy/nginx.conf).

export const generateMetadata = privatePageMetadata((t) => ({
  title: t('amcPlans.recap.metaTitle'),
  description: t('amcPlans.recap.metaDescription'),
}));

export default async function AmcRequestPage(props: PrivatePageProps) {
  const opened = await openPrivatePage(props, amcRequestByToken);
  if (opened.unavailable)
    return <Unavailable again={localizedPath(opened.locale, `/amc-plans/${opened.token}`)} />;
  const { locale, token, query, found, t } = opened;
  const isNew = query.new === '1';
  const { request, lead } = found;
  const r = 'amcPlans.recap';

  return (
    <article className="mx-auto max-w-3xl px-4 pt-8 pb-12">
      <PrivateHeading id="amc-heading" autoFocus={isNew}>
        {t(isNew ? `${r}.headingNew` : `${r}.headingExisting`)}
      </PrivateHeading>
      {/* The form redirects here with JavaScript too, where autofocus is not applied. */}
      {isNew && <FocusOnMount key={token} id="amc-heading" />}

      <ReferenceCard
        label={t(`${r}.reference`)}
        reference={request.reference}
        hint={t(`${r}.referenceHint`)}
        testId="amc-reference"
      />

      <PrivateSection id="amc-recap-heading" title={t(`${r}.heading`)}>
        <RecapList rows={amcRecapRows(t, request, lead, locale)} testId="amc-recap" />
      </PrivateSection>

      <PrivateSection id="amc-next-heading" title={t(`${r}.nextHeading`)}>
        <ol className="mt-2 list-decimal space-y-1 ps-6" data-testid="amc-next">
          <li>{t(`${r}.nextCall`)}</li>
          <li>{t(`${r}.nextSurvey`)}</li>
          <li>{t(`${r}.nextContract`)}</li>
        </ol>
      </PrivateSection>
      <p className="mt-8 text-sm text-gray-600">{t(`${r}.privateLink`)}</p>
    </article>
  );
}
