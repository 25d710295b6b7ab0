import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CallToAction } from '@/components/content/CallToAction';
import { ContactDetails } from '@/components/content/ContactDetails';
import { WhatsAppLink } from '@/components/content/WhatsAppLink';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { buttonClass } from '@/components/ui/Button';
import { acHubPath, emirates, serviceGroups, servicePath, services } from '@/lib/catalogue';
import { business } from '@/lib/config/business';
import { formatUaePhone, telHref } from '@/lib/config/contact-links';
import { getPageCopy } from '@/lib/content/page-copy';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import { LabelledSection } from '@/components/ui/LabelledSection';
import { RatingSummary } from '@/components/reviews/RatingSummary';
import { LatestReviews } from '@/components/reviews/LatestReviews';
import { metadataOf, metaMessages } from '@/lib/content/metadata';

type Props = { params: Promise<{ locale: Locale }> };

const sectionTitle = 'text-3xl font-bold text-brand-900';

export const generateMetadata = metadataOf('/', metaMessages('home.meta'));

/** A full-width coloured band holding a titled section in the page's column (why us, emirates). */
function Band({
  className,
  title,
  children,
}: {
  className: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={className}>
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 className={sectionTitle}>{title}</h2>
        {children}
      </div>
    </section>
  );
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('home');
  const tc = await getTranslations('common');
  // Lists are read as data (t.raw does not exist with precompiled messages, see lib/i18n/messages.ts).
  const home = loadMessages(locale).home as {
    why: { title: string; text: string }[];
    testimonials: { quote: string; name: string; role: string }[];
  };
  const { why, testimonials } = home;
  const serviceCopy = new Map(
    await Promise.all(
      services.map(async (s) => [s.slug, await getPageCopy(locale, `service.${s.slug}`)] as const),
    ),
  );

  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold text-accent-500">{t('hero.eyebrow')}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold sm:text-5xl">{t('hero.title')}</h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-100">{t('hero.subtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/quote" className={buttonClass({ variant: 'accent', size: 'lg' })}>
              {tc('nav.getQuote')}
            </Link>
            <WhatsAppLink className="rounded-md bg-whatsapp-dark px-6 py-3 font-bold text-white hover:bg-whatsapp-darker">
              {tc('cta.whatsapp')}
            </WhatsAppLink>
            <a
              href={telHref(business.phone)}
              className="rounded-md border border-white/70 px-6 py-3 font-bold hover:bg-white/10"
            >
              {tc.rich('cta.call', {
                number: formatUaePhone(business.phone),
                phone: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
              })}
            </a>
          </div>
          <div className="mt-4">
            <RatingSummary locale={locale} onDark />
          </div>
        </div>
      </section>

      <section aria-labelledby="claims" className="border-b border-gray-200 bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-8">
          <h2 id="claims" className="sr-only">
            {t('claimsHeading')}
          </h2>
          <ul className="grid grid-cols-2 gap-4 text-center sm:grid-cols-3 lg:grid-cols-6">
            {business.claims.map((c) => (
              <li key={c} className="text-sm font-semibold text-brand-900">
                {tc(`claims.${c}`)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* The sections from here on start at or below the bottom of a phone's first screen. */}
      <section className="mx-auto max-w-7xl px-4 py-16 render-near-view [--near-view-height:2600px] lg:[--near-view-height:1540px]">
        <h2 className={sectionTitle}>{t('servicesHeading')}</h2>
        <p className="mt-3 max-w-3xl text-gray-700">{t('servicesIntro')}</p>
        <div className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {serviceGroups.map((group) => (
            <div key={group} className="rounded-xl border border-gray-200 p-5">
              <h3 className="text-lg font-bold text-brand-800">{tc(`serviceGroups.${group}`)}</h3>
              <ul className="mt-3 space-y-2">
                {services
                  .filter((s) => s.group === group)
                  .map((s) => {
                    const copy = serviceCopy.get(s.slug)!;
                    return (
                      <li key={s.slug}>
                        <Link
                          href={servicePath(s.slug)}
                          className="font-semibold text-brand-700 hover:underline"
                        >
                          {copy.name}
                        </Link>
                        <p className="text-sm text-gray-600">{copy.summary}</p>
                      </li>
                    );
                  })}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <Band
        className="bg-gray-50 render-near-view [--near-view-height:1170px] lg:[--near-view-height:510px]"
        title={t('whyHeading')}
      >
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {why.map((w) => (
            <li key={w.title} className="rounded-xl bg-white p-5 shadow-sm">
              <h3 className="font-bold text-gray-900">{w.title}</h3>
              <p className="mt-2 text-gray-700">{w.text}</p>
            </li>
          ))}
        </ul>
      </Band>

      <LabelledSection
        id="testimonials"
        title={t('testimonialsHeading')}
        titleClassName={sectionTitle}
        className="mx-auto max-w-7xl px-4 py-16 render-near-view [--near-view-height:1320px] lg:[--near-view-height:570px]"
      >
        <p className="mt-2 text-sm text-gray-600">{t('testimonialsNote')}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="testimonials">
          {testimonials.map((q) => (
            <li key={q.name}>
              <figure className="h-full rounded-xl border border-gray-200 p-5">
                <blockquote className="text-gray-800">
                  {/* English “…”, Arabic «…»: the marks of the page's language. */}
                  <q data-testid="testimonial-quote">{q.quote}</q>
                </blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold">{q.name}</span> · {q.role}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </LabelledSection>

      {/* Verified reviews of real visits, once any is published (nothing before: no invented number). */}
      <div className="mx-auto max-w-7xl px-4 pb-16 empty:hidden">
        <LatestReviews locale={locale} />
      </div>

      <Band
        className="bg-brand-50 render-near-view [--near-view-height:680px] lg:[--near-view-height:340px]"
        title={t('emiratesHeading')}
      >
        <p className="mt-3 max-w-3xl text-gray-700">{t('emiratesIntro')}</p>
        <ul className="mt-6 flex flex-wrap gap-3">
          {emirates.map((e) => (
            <li key={e.slug}>
              <Link
                href={acHubPath(e.slug)}
                className="inline-block rounded-full bg-white px-4 py-2 font-semibold text-brand-800 shadow-sm hover:bg-brand-100"
              >
                {tc('nav.acIn', { place: tc(`emirates.${e.slug}`) })}
              </Link>
            </li>
          ))}
        </ul>
      </Band>

      <LabelledSection
        id="contact"
        title={t('contactHeading')}
        titleClassName={sectionTitle}
        className="mx-auto max-w-5xl space-y-6 px-4 py-16 render-near-view [--near-view-height:1980px] lg:[--near-view-height:1670px]"
      >
        <p className="text-gray-700">{t('contactIntro')}</p>
        <ContactDetails sourcePath="/" />
        <CallToAction />
      </LabelledSection>
    </>
  );
}
