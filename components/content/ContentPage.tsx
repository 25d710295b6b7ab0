import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { NavLink as Link } from '@/components/i18n/NavLink';
import type { PageCopy } from '@/lib/content/page-copy';
import type { LinkGroup } from '@/lib/content/place-links';
import { Illustration, type IllustrationKey } from './Illustration';
import { JsonLd } from './JsonLd';
import { graph, offerNodes, serviceNode } from '@/lib/seo/structured-data';
import type { PriceItem } from '@/lib/pricing/price-list';
import type { Locale } from '@/lib/i18n/routing';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { CallToAction } from './CallToAction';
import { BookVisitTop } from './BookVisitTop';
import { NextStep } from './NextStep';
import { TextList } from '@/components/ui/TextList';
import { RatingSummary } from '@/components/reviews/RatingSummary';
import { LatestReviews } from '@/components/reviews/LatestReviews';

/**
 * One template for every content page (services, emirates, areas, trades, company pages): the copy
 * decides the headings and words, the catalogue decides the links around them.
 */
export async function ContentPage({
  copy,
  trail,
  linkGroups = [],
  children,
  quoteQuery,
  showCta = true,
  illustration,
  serviceArea,
  whatsappTopic,
  nextStepNearTop,
  promo,
  estimate,
}: {
  copy: PageCopy & { statedPrices?: readonly PriceItem[] };
  trail: Crumb[];
  linkGroups?: LinkGroup[];
  children?: ReactNode;
  quoteQuery?: Record<string, string>;
  showCta?: boolean;
  illustration?: IllustrationKey;
  /** Where the service on this page is offered: adds a Service node that points to the business. */
  serviceArea?: string;
  /** What the WhatsApp button's pre-filled text asks about; by default the name of a service page. */
  whatsappTopic?: string;
  /**
   * A long page (an area's): quote and call near the top on a phone, beside the first screen's "Book a
   * visit" (every page with a service in quoteQuery has that), and in a box above the links on a desktop.
   */
  nextStepNearTop?: boolean;
  /** A call to action of the page's own under its lead (the AMC pages lead to the plans page). */
  promo?: ReactNode;
  /**
   * The instant estimate (components/estimate/AcEstimate), passed by the routes that can show an AC
   * page only: imported here, its client script loaded on every content page, About included.
   */
  estimate?: ReactNode;
}) {
  const t = await getTranslations('common.page');
  const tIllustration = await getTranslations('common.illustrations');
  const locale = (await getLocale()) as Locale;
  const path = trail.at(-1)!.href;
  const topic = whatsappTopic ?? (serviceArea ? copy.name : undefined);
  const tWhatsApp = await getTranslations('common.whatsappFloat');
  const whatsappText = topic ? tWhatsApp('about', { topic }) : undefined;
  return (
    <>
      <Breadcrumbs trail={trail} />
      {/* Read by ChromeEvents: the floating button's message names this page's service and place. */}
      {whatsappText && <span hidden data-whatsapp-text={whatsappText} />}
      <article className="mx-auto max-w-5xl px-4 pb-8">
        <header className="flex items-start justify-between gap-6 pt-6 pb-8">
          {/* On a phone the next step comes straight under the heading: a long lead would push it
              below the first screen. From lg, where the lead is short, it follows the lead. */}
          <div className="flex flex-col">
            <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{copy.h1}</h1>
            <p className="mt-4 max-w-3xl text-lg text-gray-700 max-lg:order-2">{copy.lead}</p>
            {quoteQuery?.service ? (
              <BookVisitTop
                query={quoteQuery}
                rating={
                  <RatingSummary
                    locale={locale}
                    filter={{
                      service: quoteQuery.service.split('/')[0],
                      emirate: quoteQuery.emirate ?? null,
                    }}
                  />
                }
              >
                {nextStepNearTop && <NextStep quoteQuery={quoteQuery} place="top" />}
              </BookVisitTop>
            ) : (
              nextStepNearTop && (
                <div className="mt-5 max-lg:order-1">
                  <NextStep quoteQuery={quoteQuery} place="top" />
                </div>
              )
            )}
            {promo && <div className="max-lg:order-3">{promo}</div>}
          </div>
          {illustration && (
            <div className="hidden md:block">
              <Illustration group={illustration} label={tIllustration(illustration)} />
            </div>
          )}
        </header>
        <div className="grid gap-10 lg:grid-cols-[1fr_18rem]">
          <div className="space-y-10">
            {copy.sections.map((s, i) => (
              // The first section may share the first screen with the lead; the rest start below it.
              <section key={s.heading} className={i > 0 ? 'render-near-view' : undefined}>
                <h2 className="text-2xl font-bold text-brand-900">{s.heading}</h2>
                {s.paragraphs?.map((p) => (
                  <p key={p} className="mt-3 leading-relaxed text-gray-800">
                    {p}
                  </p>
                ))}
                {s.items && (
                  <TextList
                    items={s.items}
                    className="mt-3 list-disc space-y-2 ps-6 text-gray-800 marker:text-brand-600"
                  />
                )}
              </section>
            ))}
            {children}
            {quoteQuery?.service && (
              <LatestReviews
                locale={locale}
                filter={{
                  service: quoteQuery.service.split('/')[0],
                  emirate: quoteQuery.emirate ?? null,
                }}
              />
            )}
            {/* Not deferred (render-near-view): closed answers cost little to lay out, and a skipped
                block has no rendered text for tools that read it (tests/e2e/deferred-blocks.spec.ts). */}
            <section>
              <h2 className="text-2xl font-bold text-brand-900">{t('faqHeading')}</h2>
              <div className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200">
                {copy.faq.map((f) => (
                  <details key={f.q} className="group p-4">
                    <summary className="cursor-pointer font-semibold text-gray-900">{f.q}</summary>
                    <p className="mt-2 leading-relaxed text-gray-700">{f.a}</p>
                  </details>
                ))}
              </div>
            </section>
          </div>
          {linkGroups.length > 0 && (
            <aside className="space-y-6">
              {nextStepNearTop && <NextStep quoteQuery={quoteQuery} place="aside" />}
              {linkGroups.map((g) => (
                <nav key={g.heading} aria-label={g.heading} className="rounded-lg bg-brand-50 p-4">
                  <h2 className="text-base font-bold text-brand-900">{g.heading}</h2>
                  <ul className="mt-2 space-y-1">
                    {g.links.map((l) => (
                      <li key={l.href}>
                        <Link
                          href={l.href}
                          className="flex items-center gap-1 text-sm text-brand-700 hover:underline"
                        >
                          <ArrowForwardIcon className="size-3" />
                          {l.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              ))}
            </aside>
          )}
        </div>
        {estimate}
        {showCta && <CallToAction quoteQuery={quoteQuery} whatsappText={whatsappText} />}
        {serviceArea ? (
          <JsonLd
            data={graph(
              serviceNode(
                locale,
                path,
                copy.name,
                copy.meta.description,
                serviceArea,
                copy.statedPrices,
              ),
            )}
          />
        ) : copy.statedPrices?.length ? (
          <JsonLd data={graph(...offerNodes(copy.statedPrices))} />
        ) : null}
      </article>
    </>
  );
}
